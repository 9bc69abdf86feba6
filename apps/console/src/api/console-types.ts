import type { components } from '@gig/sdk';

/** The public shapes the console answers with, as the OpenAPI document describes them (types only). */
type Schemas = components['schemas'];

export type Account = Schemas['AccountDto'];
export type AccountStatus = Account['status'];
export type AccountWarning = NonNullable<Account['warning']>;
export type User = Schemas['UserDto'];
export type AggregatedEarnings = Schemas['AggregatedEarningsDto'];
export type Platform = Schemas['PlatformDto'];
export type PlatformCode = Platform['code'];
export type Country = Platform['countries'][number];
export type SandboxScenario = Schemas['SandboxScenarioDto'];
export type Webhook = Schemas['WebhookDto'];
export type WebhookWithSecret = Schemas['WebhookWithSecretDto'];
export type WebhookInput = Schemas['CreateWebhookRequestDto'];
export type WebhookEventName = NonNullable<Webhook['events']>[number];
export type Delivery = Schemas['DeliveryDto'];
export type DeliveryPage = Schemas['DeliveryPageDto'];
/** GET /v1/webhooks/{webhook_id}/deliveries/{delivery_id}: the payload and every attempt. */
export type DeliveryDetail = Schemas['DeliveryDetailDto'];
export type QueuedEvent = Schemas['QueuedEventDto'];
export type Widget = Schemas['WidgetDto'];
export type WidgetInput = Schemas['CreateWidgetRequestDto'];
export type FieldError = Schemas['FieldErrorDto'];
/** GET /v1/reports/{report_id}; the console's report routes answer with the same presenter. */
export type Report = Schemas['ReportDto'];
export type ReportStatus = Report['status'];
export type ReportLanguage = Report['language'];
export type ReportInsights = Schemas['IncomeInsightsDto'];
export type ReportSeriesInsights = Schemas['CombinedInsightsDto'];
export type ReportAverageMonthly = Schemas['AverageMonthlyDto'];
export type ReportFormalEmployment = Schemas['FormalEmploymentDto'];
export type ReportCurrentJob = Schemas['CurrentJobDto'];
/** GET /v1/users/{user_id}/reports: newest first. */
export type ReportPage = Schemas['ReportPageDto'];

/** Console-only shapes (`/console/api`, not in the public OpenAPI document). */
export type MemberRole = 'admin' | 'viewer';

export interface Member {
  readonly member_id: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly company_id: string;
  readonly company_name: string;
  readonly environment: string;
}

export interface ConsoleSession {
  readonly member: Member;
  readonly csrf_token: string;
}

export interface PageOf<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly items_per_page: number;
}

export interface ConnectionsDay {
  readonly date: string;
  readonly created: number;
  readonly connected: number;
}

export interface Overview {
  readonly total_accounts: number;
  readonly accounts_by_status: Partial<Record<AccountStatus, number>>;
  readonly accounts_by_warning: Partial<Record<AccountWarning, number>>;
  readonly connections_per_day: readonly ConnectionsDay[];
  readonly failing_webhooks: readonly Webhook[];
}

export type DirectoryAccount = Account & { readonly external_id: string | null };

export interface AccountExplanation {
  readonly status: string;
  readonly status_details: string | null;
  readonly warning: string | null;
}

export interface AccountDetail {
  readonly account: Account;
  readonly external_id: string | null;
  readonly explanation: AccountExplanation;
  readonly refresh: { readonly refresh_enabled: boolean; readonly last_refreshed_at: string | null; readonly next_refresh_at: string | null };
}

export interface TimelineDelivery {
  readonly webhook_id: string;
  readonly webhook_name: string;
  readonly status: Delivery['status'];
  readonly attempts: number;
  readonly last_http_status: number | null;
  readonly last_attempt_at: string | null;
}

export interface TimelineEntry {
  readonly action: string;
  readonly occurred_at: string;
  readonly status: AccountStatus | null;
  readonly status_details: string | null;
  readonly warning: AccountWarning | null;
  readonly deliveries: readonly TimelineDelivery[];
}

export interface UserListing {
  readonly user_id: string;
  readonly external_id: string | null;
  readonly created_at: string;
  readonly accounts_count: number;
}

export interface UserDetail {
  readonly user: User;
  readonly accounts: readonly Account[];
}

export type ApiKeyKind = 'private' | 'public';

/** A member as the members page lists it (admins only). */
export interface ConsoleMember {
  readonly member_id: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly password_set: boolean;
  readonly created_at: string;
  readonly is_you: boolean;
}

export interface ApiKeyListing {
  readonly key_id: string;
  readonly kind: ApiKeyKind;
  readonly prefix: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly revoked_at: string | null;
}

export interface CreatedApiKey {
  readonly key_id: string;
  readonly kind: ApiKeyKind;
  readonly prefix: string;
  readonly created_at: string;
  readonly api_key: string;
}

export interface RotatedApiKey {
  readonly api_key: string;
  readonly key: ApiKeyListing;
  readonly replaced: ApiKeyListing;
}
