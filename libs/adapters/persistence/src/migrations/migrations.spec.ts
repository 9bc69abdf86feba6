import { migrations } from './migrations';

describe('the migrations', () => {
  it('run oldest first, the ones resources register among the others by timestamp, in the order databases already ran them', () => {
    const names = migrations.map((migration) => new migration().name);
    expect(names.slice(0, 28)).toEqual([
      'InitialSchema1763700000000', 'UsdRateCache1763700000001', 'ConnectionFlow1763700000002', 'LoginClaim1763700000003',
      'RateLimits1763700000004', 'IdempotencyKeys1763700000006', 'CompanyRateLimit1763700000007', 'Webhooks1763700000008',
      'AccountRefresh1763700000009', 'Widgets1763700000010', 'ConsoleMembers1763700000011', 'ConsoleReads1763700000012',
      'WebhookDeliveryTurns1763700000013', 'IdempotencyKeyScope1763700000014', 'RetentionIndexes1763700000015',
      'Reports1763700000016', 'ConnectTokens1763700000018', 'DailyEarningsVacuum1763700000019',
      'WebhookDeliveryAttempts1763700000020', 'JobTurns1763700000021', 'ReportDayCounts1763700000022',
      'ReportEnvironment1763700000024', 'ConnectTokenIssuers1763700000025', 'Documents1763700000026',
      'DocumentEvents1763700000027', 'AccountDisconnect1763700000028', 'WorkerRequests1763700000029', 'DataCopies1763700000030',
    ]);
    const stamps = names.map((name) => Number(name?.slice(-13)));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});
