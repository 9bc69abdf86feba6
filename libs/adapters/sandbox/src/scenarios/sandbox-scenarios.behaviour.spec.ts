import { DomainError, LoginMethod, LoginProgress, RetrievedData } from '@gig/domain';
import { SandboxPlatformConnector } from '../connector/sandbox.platform-connector';
import { fixedClock, GOOD_SECRETS, goodIdentifierFor, platformOf } from '../testing/sandbox-test.fixtures';
import { SANDBOX_TEST_PLATFORMS } from '../testing/sandbox-test.platforms';
import { isWarningScenario, SandboxScenario, SandboxStage } from './sandbox-scenario';
import { sandboxScenarios } from './sandbox-scenarios';

interface Observed {
  readonly stage: SandboxStage;
  readonly code: string | null;
  readonly outcome: SandboxScenario['outcome'] | null;
  readonly data?: RetrievedData;
}

const connector = new SandboxPlatformConnector(fixedClock());
const later = new SandboxPlatformConnector({ now: () => new Date(fixedClock().now().getTime() + 60_000) });

const failedAt = (stage: SandboxStage, error: unknown): Observed => {
  if (!(error instanceof DomainError)) throw error;
  return { stage, code: error.code, outcome: 'failure' };
};

async function drive(row: SandboxScenario, country: string): Promise<Observed> {
  const platform = platformOf(row.platform);
  const identifier = row.field === 'identifier' ? row.value : goodIdentifierFor(platform);
  const request = { platform, country, identifier };
  let progress: LoginProgress;
  try {
    progress = await connector.startLogin(request);
  } catch (error) {
    return failedAt('Before Login', error);
  }
  if (progress.nextStep !== null) {
    const method: LoginMethod = row.field === 'identifier' ? progress.nextStep : row.field === 'password' ? 'password' : 'otp';
    const secret = row.field === 'identifier' ? GOOD_SECRETS[method] : row.value;
    try {
      progress = await connector.verify({ ...request, session: progress.session, method, secret });
    } catch (error) {
      return failedAt('Before Validation', error);
    }
  }
  let data: RetrievedData;
  try {
    data = await connector.retrieve({ ...request, session: progress.session });
  } catch (error) {
    return failedAt('After Validation', error);
  }
  if (data.warning || row.stage !== 'refresh') return { stage: 'After Validation', code: data.warning, outcome: data.warning ? 'warning' : null, data };
  return refreshed({ ...request, session: progress.session }, data);
}

/** A refresh a minute later: the reserved value's behaviour (a technical failure shows as the `failed_refresh` it ends in). */
async function refreshed(request: Parameters<SandboxPlatformConnector['refresh']>[0], before: RetrievedData): Promise<Observed> {
  try {
    const data = await later.refresh(request);
    const changed = JSON.stringify(data.earnings) !== JSON.stringify(before.earnings);
    return { stage: 'refresh', code: changed ? 'earnings.updated' : null, outcome: changed ? 'new_earnings' : null, data };
  } catch (error) {
    const observed = failedAt('refresh', error);
    return observed.code === 'platform_unavailable' ? { ...observed, code: 'failed_refresh' } : observed;
  }
}

/** The spec lists 9995 (an otp_code) at Before Login; a code can only act when it is sent, at validation. */
const actingStage = (row: SandboxScenario): SandboxStage =>
  row.field !== 'identifier' && row.stage === 'Before Login' ? 'Before Validation' : row.stage;

describe('every reserved value behaves as sandboxScenarios lists it, in every country of its platform', () => {
  it.each(sandboxScenarios(SANDBOX_TEST_PLATFORMS).map((row) => [`${row.platform} ${row.field} ${row.value}`, row] as const))('%s', async (_, row) => {
    for (const country of platformOf(row.platform).countries) {
      const observed = await drive(row, country);
      expect({ country, stage: observed.stage, code: observed.code, outcome: observed.outcome }).toEqual({
        country, stage: actingStage(row), code: row.code, outcome: row.outcome,
      });
      if (isWarningScenario(row)) {
        expect(observed.data?.earnings).toEqual([]);
        expect(observed.data?.employment?.employmentInfo.quotedWeeks ?? 0).toBe(0);
      }
    }
  });
});
