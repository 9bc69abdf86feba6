import {
  assertLoginMethod,
  assertOfferedIn,
  Clock,
  DomainError,
  LoginMethod,
  LoginProgress,
  LoginRequest,
  normaliseIdentifier,
  PlatformConnector,
  RetrievedData,
  RetrieveRequest,
  VerifyRequest,
} from '@gig/domain';
import { generateSandboxData, generateSandboxWarningData } from '../data/sandbox-data.generator';
import { localDateIn } from '../data/sandbox-people';
import { outcomeOf, SandboxField, SandboxScenario } from '../scenarios/sandbox-scenario';
import { findSandboxScenario } from '../scenarios/sandbox-scenarios';
import { issueSandboxSession, readSandboxSession } from './sandbox-session';

const FIELD_OF: Readonly<Record<LoginMethod, SandboxField>> = { otp: 'otpCode', password: 'password' };
const OTP = /^\d{4,8}$/;

/**
 * The sandbox extraction service of every platform of the registry: reserved values (see
 * sandboxScenarios) fail or warn as listed; any other value connects with seeded, realistic data.
 */
export class SandboxPlatformConnector implements PlatformConnector {
  constructor(private readonly clock: Clock) {}

  async startLogin({ platform, country, identifier }: LoginRequest): Promise<LoginProgress> {
    assertOfferedIn(platform, country);
    throwIfFailsNow(findSandboxScenario(platform, 'identifier', identifier));
    normaliseIdentifier(platform.identifierKind, identifier);
    const nextStep = platform.loginMethods[0] ?? null;
    return { nextStep, session: issueSandboxSession(platform, identifier, nextStep ? 'pending' : 'ready') };
  }

  async verify({ platform, identifier, session, method, secret }: VerifyRequest): Promise<LoginProgress> {
    assertLoginMethod(platform, method);
    if (readSandboxSession(session, platform, identifier)?.state !== 'pending') {
      throw new DomainError('invalid_otp_session');
    }
    const reserved = findSandboxScenario(platform, FIELD_OF[method], secret);
    throwIfFailsNow(reserved);
    if (method === 'otp' && !OTP.test(secret)) throw new DomainError('invalid_otp', 'The one-time code must have 4 to 8 digits.');
    if (method === 'password' && secret.length === 0) throw new DomainError('missing_login', 'The password is empty.');
    const owed = reserved ? outcomeOf(reserved) : null;
    const failure = owed?.kind === 'failure' ? owed.code : null;
    return { nextStep: null, session: issueSandboxSession(platform, identifier, 'ready', failure) };
  }

  async retrieve(request: RetrieveRequest): Promise<RetrievedData> {
    const { platform, identifier } = request;
    const session = readSandboxSession(request.session, platform, identifier);
    if (session?.state !== 'ready') throw new DomainError('session_not_found');
    if (session.failure) throw new DomainError(session.failure);
    const today = localDateIn(request.country, this.clock.now());
    const reserved = findSandboxScenario(platform, 'identifier', identifier);
    const outcome = reserved && reserved.stage !== 'refresh' ? outcomeOf(reserved) : null;
    if (outcome?.kind === 'failure') throw new DomainError(outcome.code);
    const data = { platform, country: request.country, identifier, today };
    return outcome?.kind === 'warning' ? generateSandboxWarningData(data, outcome.warning) : generateSandboxData(data);
  }

  /**
   * The data as of now with the kept session. Reserved values: `reauthentication_required` (the session
   * is refused), `failed_refresh` (the platform is unavailable on every try) and `new_earnings` (the
   * latest day's earnings grow by a peso with every minute, so each refresh changes them).
   * An account with no session at all was imported (`users import`, the demo's workers), never logged in
   * here: the sandbox keeps a session for it, so that it refreshes as a connected account does; a live
   * platform would ask for a login instead.
   */
  async refresh(request: RetrieveRequest): Promise<RetrievedData> {
    const reserved = findSandboxScenario(request.platform, 'identifier', request.identifier);
    if (reserved?.stage === 'refresh' && reserved.outcome === 'failure') {
      throw reserved.code === 'reauthentication_required'
        ? new DomainError('reauthentication_required', 'The sandbox platform no longer accepts this session.')
        : new DomainError('platform_unavailable', 'The sandbox platform is unavailable for this identifier on every refresh.');
    }
    const session = request.session ?? issueSandboxSession(request.platform, request.identifier, 'ready');
    const data = await this.retrieve({ ...request, session });
    if (reserved?.outcome !== 'new_earnings' || data.earnings.length === 0) return data;
    const minutes = Math.floor(this.clock.now().getTime() / 60_000);
    const latest = data.earnings.reduce((last, row) => (row.earningDate > last.earningDate ? row : last));
    return { ...data, earnings: data.earnings.map((row) => (row === latest ? { ...row, amountCents: row.amountCents + (minutes % 100_000) * 100 } : row)) };
  }
}

/** Fails at once unless the reserved value belongs to a later stage (After Validation, refresh). */
function throwIfFailsNow(scenario: SandboxScenario | undefined): void {
  if (!scenario || scenario.stage === 'After Validation' || scenario.stage === 'refresh') return;
  const outcome = outcomeOf(scenario);
  if (outcome.kind === 'failure') throw new DomainError(outcome.code);
}
