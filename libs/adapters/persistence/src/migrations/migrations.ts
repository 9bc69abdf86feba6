import { InitialSchema1763700000000 } from './1763700000000-initial-schema.migration';
import { UsdRateCache1763700000001 } from './1763700000001-usd-rate-cache.migration';
import { ConnectionFlow1763700000002 } from './1763700000002-connection-flow.migration';
import { LoginClaim1763700000003 } from './1763700000003-login-claim.migration';
import { RateLimits1763700000004 } from './1763700000004-rate-limits.migration';
import { IdempotencyKeys1763700000006 } from './1763700000006-idempotency-keys.migration';
import { CompanyRateLimit1763700000007 } from './1763700000007-company-rate-limit.migration';
import { Webhooks1763700000008 } from './1763700000008-webhooks.migration';
import { AccountRefresh1763700000009 } from './1763700000009-account-refresh.migration';
import { Widgets1763700000010 } from './1763700000010-widgets.migration';
import { ConsoleMembers1763700000011 } from './1763700000011-console-members.migration';
import { ConsoleReads1763700000012 } from './1763700000012-console-reads.migration';
import { WebhookDeliveryTurns1763700000013 } from './1763700000013-webhook-delivery-turns.migration';
import { IdempotencyKeyScope1763700000014 } from './1763700000014-idempotency-key-scope.migration';
import { RetentionIndexes1763700000015 } from './1763700000015-retention-indexes.migration';
import { Reports1763700000016 } from './1763700000016-reports.migration';
import { ConnectTokens1763700000018 } from './1763700000018-connect-tokens.migration';
import { DailyEarningsVacuum1763700000019 } from './1763700000019-daily-earnings-vacuum.migration';
import { WebhookDeliveryAttempts1763700000020 } from './1763700000020-webhook-delivery-attempts.migration';
import { JobTurns1763700000021 } from './1763700000021-job-turns.migration';
import { ReportDayCounts1763700000022 } from './1763700000022-report-day-counts.migration';
import { ReportEnvironment1763700000024 } from './1763700000024-report-environment.migration';
import { ConnectTokenIssuers1763700000025 } from './1763700000025-connect-token-issuers.migration';
import { Documents1763700000026 } from './1763700000026-documents.migration';
import { DocumentEvents1763700000027 } from './1763700000027-document-events.migration';
import { AccountDisconnect1763700000028 } from './1763700000028-account-disconnect.migration';
import { WorkerRequests1763700000029 } from './1763700000029-worker-requests.migration';
import type { MigrationInterface } from 'typeorm';
import { TYPEORM_RESOURCES } from '../repositories/typeorm-resources';

/** The migrations written before resources registered their own (`TYPEORM_RESOURCES`). */
const EARLIER_MIGRATIONS = [
  InitialSchema1763700000000,
  UsdRateCache1763700000001,
  ConnectionFlow1763700000002,
  LoginClaim1763700000003,
  RateLimits1763700000004,
  IdempotencyKeys1763700000006,
  CompanyRateLimit1763700000007,
  Webhooks1763700000008,
  AccountRefresh1763700000009,
  Widgets1763700000010,
  ConsoleMembers1763700000011,
  ConsoleReads1763700000012,
  WebhookDeliveryTurns1763700000013,
  IdempotencyKeyScope1763700000014,
  RetentionIndexes1763700000015,
  Reports1763700000016,
  ConnectTokens1763700000018,
  DailyEarningsVacuum1763700000019,
  WebhookDeliveryAttempts1763700000020,
  JobTurns1763700000021,
  ReportDayCounts1763700000022,
  ReportEnvironment1763700000024,
  ConnectTokenIssuers1763700000025,
  Documents1763700000026,
  DocumentEvents1763700000027,
  AccountDisconnect1763700000028,
  WorkerRequests1763700000029,
];

/** Every migration, oldest first (by the timestamp that ends its name). Schema changes go here, never through `synchronize`. */
export const migrations = [...EARLIER_MIGRATIONS, ...TYPEORM_RESOURCES.flatMap((resource) => resource.migrations)]
  .map((migration) => ({ migration, at: timestampOf(migration) }))
  .sort((a, b) => a.at - b.at)
  .map(({ migration }) => migration);

function timestampOf(migration: new () => MigrationInterface): number {
  const name = new migration().name ?? migration.name;
  const at = /(\d{13})$/.exec(name)?.[1];
  if (!at) throw new Error(`migration ${name} does not end with its timestamp`);
  return Number(at);
}
