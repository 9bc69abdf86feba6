import type { components } from '@gig/sdk';

/** The API's answers as its OpenAPI document describes them (types only: nothing of the SDK is bundled). */
type Schemas = components['schemas'];

export type Widget = Schemas['ConnectWidgetDto'];
export type WidgetPlatform = Widget['platforms'][number];
export type Lang = Widget['language'];
export type IdentifierKind = WidgetPlatform['identifier_kind'];
export type LoginMethod = WidgetPlatform['login_methods'][number];
export type Country = WidgetPlatform['countries'][number];

/** What the flow reads of an account, the same in `POST /v1/accounts`, `/validate` and the connection status. */
export type ConnectAccount = Pick<Schemas['ConnectionStatusDto'], 'account_id' | 'user_id' | 'platform' | 'status' | 'status_details' | 'warning' | 'next_step'>;
export type AccountStatus = ConnectAccount['status'];

export type CreatedUser = Pick<Schemas['UserDto'], 'user_id' | 'external_id'>;

export type ConnectSession = Schemas['ConnectSessionDto'];
export type SessionAccount = ConnectSession['accounts'][number];
export type DataKind = SessionAccount['receives'][number];

export type WorkerRequest = Pick<Schemas['WorkerRequestDto'], 'request_id' | 'type' | 'status' | 'due_on' | 'decline_reason' | 'created_at'>;
export type WorkerRequestType = WorkerRequest['type'];

/** What the worker sees of their uploaded constancia (the NSS masked; no CURP, salaries or risk). */
export type WorkerDocument = Schemas['WorkerDocumentDto'];

export type SandboxScenario = Pick<Schemas['SandboxScenarioDto'], 'platform' | 'field' | 'value' | 'code'>;
