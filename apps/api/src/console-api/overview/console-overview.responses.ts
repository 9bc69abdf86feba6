import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, AccountStatus, AccountWarning } from '@gig/domain';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { WebhookDto } from '../../public-api/webhooks/dto/webhook.responses';
import type { OverviewJson } from './console-overview.presenter';

/** `{<name>: count}` for the names that have any: a name without accounts is left out. */
const countsOf = (names: readonly string[], description: string) => ({
  type: 'object' as const,
  description,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' as const, minimum: 1 }])),
  additionalProperties: false,
});

export class ConnectionsDayDto {
  @ApiProperty({ format: 'date', description: 'A day in Mexico City.' }) date!: string;
  @ApiProperty({ minimum: 0, description: 'Accounts created that day.' }) created!: number;
  @ApiProperty({ minimum: 0, description: 'Accounts connected that day.' }) connected!: number;
}

export class OverviewDto implements OverviewJson {
  @ApiProperty({ minimum: 0 }) total_accounts!: number;
  @ApiProperty(countsOf(ACCOUNT_STATUSES, 'Accounts by status.')) accounts_by_status!: Partial<Record<AccountStatus, number>>;
  @ApiProperty(countsOf(ACCOUNT_WARNINGS, 'Accounts by warning.')) accounts_by_warning!: Partial<Record<AccountWarning, number>>;
  @ApiProperty({ type: [ConnectionsDayDto], description: 'The last 30 days, oldest first.' }) connections_per_day!: ConnectionsDayDto[];
  @ApiProperty({ type: [WebhookDto], description: 'Subscriptions that need attention: failing for some time, or turned off. Oldest first.' }) failing_webhooks!: WebhookDto[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Documents judged `high` risk uploaded in the last 30 days.' }) high_risk_documents_30d!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Workers’ requests (deletion, objection) waiting for an answer.' }) worker_requests_pending!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Of those, the ones past their due day (Mexico City).' }) worker_requests_overdue!: number;
}

export const OverviewEnvelopeDto = envelopeOf(OverviewDto, 'OverviewEnvelopeDto');
