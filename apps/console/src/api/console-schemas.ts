import type { components as PublicComponents } from '@gig/sdk';
import type { components } from './generated/console-api';

/**
 * Names for the shapes of docs/console-openapi.json (generated: `npm run console:generate`) and of the public API's
 * docs/openapi.json (the SDK's types), as the console's components speak of them. Only aliases: every shape is a document's.
 */
type Schemas = components['schemas'];
/** The public API's shapes (the SDK's generated types), for what the console reads and writes through `/v1`. */
type PublicSchemas = PublicComponents['schemas'];

export type Account = PublicSchemas['AccountDto'];
export type AccountStatus = Account['status'];
export type AccountWarning = NonNullable<Account['warning']>;
export type User = PublicSchemas['UserDto'];
export type AggregatedEarnings = PublicSchemas['AggregatedEarningsDto'];
export type Platform = PublicSchemas['PlatformDto'];
export type PlatformCode = Platform['code'];
export type Country = Platform['countries'][number];
export type SandboxScenario = PublicSchemas['SandboxScenarioDto'];
export type Webhook = PublicSchemas['WebhookDto'];
export type WebhookWithSecret = PublicSchemas['WebhookWithSecretDto'];
export type WebhookInput = PublicSchemas['CreateWebhookRequestDto'];
export type WebhookEventName = NonNullable<Webhook['events']>[number];
export type Delivery = PublicSchemas['DeliveryDto'];
export type DeliveryPage = PublicSchemas['DeliveryPageDto'];
/** A delivery with the payload posted and every attempt. */
export type DeliveryDetail = PublicSchemas['DeliveryDetailDto'];
export type QueuedEvent = PublicSchemas['QueuedEventDto'];
export type Widget = PublicSchemas['WidgetDto'];
export type WidgetInput = PublicSchemas['CreateWidgetRequestDto'];
export type FieldError = PublicSchemas['FieldErrorDto'];
export type Report = PublicSchemas['ReportDto'];
export type ReportStatus = Report['status'];
export type ReportLanguage = Report['language'];
export type ReportInsights = PublicSchemas['IncomeInsightsDto'];
export type ReportSeriesInsights = PublicSchemas['CombinedInsightsDto'];
export type ReportAverageMonthly = PublicSchemas['AverageMonthlyDto'];
export type ReportFormalEmployment = PublicSchemas['FormalEmploymentDto'];
export type ReportCurrentJob = PublicSchemas['CurrentJobDto'];
export type ReportPage = PublicSchemas['ReportPageDto'];
export type WorkerRequest = PublicSchemas['WorkerRequestDto'];

export type Member = Schemas['MemberDto'];
export type MemberRole = Member['role'];
export type ConsoleSession = Schemas['ConsoleSessionDto'];
export type ConnectionsDay = Schemas['ConnectionsDayDto'];
export type Overview = Schemas['OverviewDto'];
export type DirectoryAccount = Schemas['DirectoryAccountDto'];
export type AccountExplanation = Schemas['AccountExplanationDto'];
export type TimelineDelivery = Schemas['TimelineDeliveryDto'];
export type TimelineEntry = Schemas['TimelineEntryDto'];
export type UserListing = Schemas['UserRowDto'];
export type ConsoleMember = Schemas['ConsoleMemberDto'];
export type ApiKeyListing = Schemas['ApiKeyListingDto'];
export type ApiKeyKind = ApiKeyListing['kind'];
export type CreatedApiKey = Schemas['CreatedApiKeyDto'];
export type RotatedApiKey = Schemas['RotatedApiKeyDto'];
export type UploadedDocument = PublicSchemas['DocumentDto'];
export type DocumentPage = PublicSchemas['DocumentPageDto'];
