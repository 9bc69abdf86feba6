import type { ConnectAccount, ConnectSession, Country, LoginMethod, SandboxScenario, SessionAccount, Widget, WidgetPlatform, WorkerDocument, WorkerRequest } from '../api/connect-api.types';
import type { ErrorPhase, NextAction } from './worker-errors.catalogue';

export type Step =
  | 'loading' | 'fatal' | 'connections' | 'consent' | 'platform' | 'country' | 'identifier'
  | 'secret' | 'progress' | 'success' | 'error' | 'done'
  | 'document' | 'document_review';

export interface FlowError {
  readonly code: string;
  readonly action: NextAction;
}

export interface Outcome {
  readonly status: 'success' | 'error';
  readonly platform: string;
  readonly accountId?: string;
  readonly code?: string;
}

export interface FlowState {
  readonly step: Step;
  readonly busy: boolean;
  readonly widget?: Widget;
  /** A sandbox widget's reserved values (`GET /v1/sandbox/scenarios`), for the test-mode banner. */
  readonly sandbox?: readonly SandboxScenario[];
  readonly userId?: string;
  /** A returning worker's accounts (connect-token mode only): shown on the platform step, `requires_auth` ones to reconnect. */
  readonly accounts?: readonly SessionAccount[];
  /** A returning worker's requests (deletion, objection), pending and answered. */
  readonly requests?: readonly WorkerRequest[];
  /** What the "Your connections" screen last said after an action (a catalogue code or a message key). */
  readonly notice?: { readonly kind: 'ok' | 'error'; readonly text: string };
  readonly platform?: WidgetPlatform;
  readonly country?: Country;
  readonly accountId?: string;
  readonly secret?: LoginMethod;
  readonly warning?: string | null;
  readonly error?: FlowError;
  readonly outcome?: Outcome;
  /** The worker's uploaded constancia as read (document_review), or why the last one could not be read (document). */
  readonly document?: WorkerDocument;
  readonly documentProblem?: string;
}

export type FlowAction =
  | { readonly type: 'widget_loaded'; readonly widget: Widget; readonly sandbox?: readonly SandboxScenario[] }
  | { readonly type: 'fatal'; readonly code: string }
  | { readonly type: 'busy' }
  | { readonly type: 'session_loaded'; readonly session: ConnectSession }
  | { readonly type: 'reconnect'; readonly accountId: string }
  | { readonly type: 'resumed'; readonly account: ConnectAccount }
  | { readonly type: 'consented'; readonly userId: string }
  | { readonly type: 'platform_chosen'; readonly code: string }
  | { readonly type: 'country_chosen'; readonly country: Country }
  | { readonly type: 'account'; readonly account: ConnectAccount }
  | { readonly type: 'failed'; readonly code: string; readonly phase: ErrorPhase }
  | { readonly type: 'retry' }
  | { readonly type: 'back' }
  | { readonly type: 'connect_another' }
  | { readonly type: 'done' }
  | { readonly type: 'requests_loaded'; readonly requests: readonly WorkerRequest[] }
  | { readonly type: 'disconnected'; readonly account: ConnectAccount }
  | { readonly type: 'requested'; readonly request: WorkerRequest }
  | { readonly type: 'notice'; readonly kind: 'ok' | 'error'; readonly text: string; readonly busy?: boolean }
  | { readonly type: 'connect_from_connections' }
  | { readonly type: 'document_chosen' }
  | { readonly type: 'document_read'; readonly document: WorkerDocument }
  | { readonly type: 'document_failed'; readonly code: string };

export const INITIAL_STATE: FlowState = { step: 'loading', busy: false };
