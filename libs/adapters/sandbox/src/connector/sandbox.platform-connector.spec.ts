import { DomainError, LoginProgress, Platform } from '@gig/domain';
import { fixedClock, GOOD_SECRETS, goodIdentifierFor, platformOf } from '../testing/sandbox-test.fixtures';
import { createSandboxConnectors, sandboxConnectorFor } from './sandbox-connectors';
import { SandboxPlatformConnector } from './sandbox.platform-connector';

const connector = new SandboxPlatformConnector(fixedClock());
const uber = platformOf('uber');
const request = (platform: Platform, identifier = goodIdentifierFor(platform), country = platform.countries[0]) => ({
  platform, country, identifier,
});

async function connect(platform: Platform, identifier = goodIdentifierFor(platform)): Promise<LoginProgress> {
  const started = await connector.startLogin(request(platform, identifier));
  if (started.nextStep === null) return started;
  return connector.verify({ ...request(platform, identifier), session: started.session, method: started.nextStep, secret: GOOD_SECRETS[started.nextStep] });
}

const rejection = (attempt: Promise<unknown>) => attempt.then(() => null, (error: DomainError) => error.code);

describe('SandboxPlatformConnector', () => {
  it('proposes the first login method, and completes institute logins at once', async () => {
    expect((await connector.startLogin(request(uber))).nextStep).toBe('otp');
    expect((await connector.startLogin(request(platformOf('cabify')))).nextStep).toBe('password');
    for (const code of ['imss', 'issste']) {
      const started = await connector.startLogin(request(platformOf(code)));
      expect(started.nextStep).toBeNull();
      expect((await connector.retrieve({ ...request(platformOf(code)), session: started.session })).employment).not.toBeNull();
    }
  });

  it.each(['otp', 'password'] as const)('accepts any login method of the platform (%s on uber)', async (method) => {
    const started = await connector.startLogin(request(uber));
    const verified = await connector.verify({ ...request(uber), session: started.session, method, secret: GOOD_SECRETS[method] });
    expect(verified.nextStep).toBeNull();
  });

  it('refuses a method the platform does not accept', async () => {
    const rappi = platformOf('rappi');
    const started = await connector.startLogin(request(rappi));
    const verifying = connector.verify({ ...request(rappi), session: started.session, method: 'password', secret: 'x' });
    expect(await rejection(verifying)).toBe('unknown_login_type');
  });

  it('checks the form of a one-time code and refuses an empty password', async () => {
    const { session } = await connector.startLogin(request(uber));
    expect(await rejection(connector.verify({ ...request(uber), session, method: 'otp', secret: '12a4' }))).toBe('invalid_otp');
    expect(await rejection(connector.verify({ ...request(uber), session, method: 'password', secret: '' }))).toBe('missing_login');
  });

  it('refuses to validate on a session that is not the login of that platform and identifier', async () => {
    const { session } = await connector.startLogin(request(uber));
    const verifyWith = (base: ReturnType<typeof request>, candidate: string | null) =>
      rejection(connector.verify({ ...base, session: candidate, method: 'otp', secret: '123456' }));
    expect(await verifyWith(request(uber, 'someone.else@example.com'), session)).toBe('invalid_otp_session');
    expect(await verifyWith(request(platformOf('uber_eats')), session)).toBe('invalid_otp_session');
    expect(await verifyWith(request(uber), null)).toBe('invalid_otp_session');
    expect(await verifyWith(request(uber), (await connect(uber)).session)).toBe('invalid_otp_session');
  });

  it('retrieves only on a validated session of its own', async () => {
    const pending = await connector.startLogin(request(uber));
    const ready = await connect(uber);
    const retrieveWith = (base: ReturnType<typeof request>, session: string | null) => rejection(connector.retrieve({ ...base, session }));
    expect(await retrieveWith(request(uber), pending.session)).toBe('session_not_found');
    expect(await retrieveWith(request(uber, 'someone.else@example.com'), ready.session)).toBe('session_not_found');
    expect(await retrieveWith(request(uber), `${ready.session}:not_a_code`)).toBe('session_not_found');
    expect(await retrieveWith(request(uber), ready.session)).toBeNull();
  });

  it('refreshes an imported account, which has no session, as a connected one; a session it did not issue stays refused', async () => {
    const ready = await connect(uber);
    const imported = await connector.refresh({ ...request(uber), session: null });
    expect(imported).toEqual(await connector.refresh({ ...request(uber), session: ready.session }));
    expect(imported.earnings.length).toBeGreaterThan(0);
    expect(await rejection(connector.refresh({ ...request(uber), session: 'forged-session' }))).toBe('session_not_found');
    expect(await rejection(connector.refresh({ ...request(uber, 'refresh-reauth@sandbox.gig.dev'), session: null }))).toBe('reauthentication_required');
  });

  it('refuses a country the platform is not offered in', async () => {
    expect(await rejection(connector.startLogin(request(platformOf('cabify'), 'ana@example.com', 'br')))).toBe('bad_request');
  });

  it('answers the same data for the same inputs, and other data for another identifier', async () => {
    const twin = new SandboxPlatformConnector(fixedClock());
    const retrieve = async (subject: SandboxPlatformConnector, identifier: string) =>
      subject.retrieve({ ...request(uber, identifier), session: (await connect(uber, identifier)).session });
    expect(await retrieve(twin, 'ana@example.com')).toEqual(await retrieve(connector, 'ana@example.com'));
    expect(await retrieve(connector, 'luis@example.com')).not.toEqual(await retrieve(connector, 'ana@example.com'));
  });

  it('ends the earnings on the day before the local date of the country', async () => {
    const evening = new SandboxPlatformConnector(fixedClock('2025-03-15T03:00:00Z'));
    const { session } = await connect(uber);
    const { earnings } = await evening.retrieve({ ...request(uber), session });
    expect(earnings.every((earning) => earning.earningDate >= '2025-01-13' && earning.earningDate <= '2025-03-13')).toBe(true);
  });

  it('is handed out for every platform by both factories', async () => {
    const connectors = createSandboxConnectors(fixedClock());
    expect(connectors.connectorFor(uber)).toBeInstanceOf(SandboxPlatformConnector);
    expect(connectors.connectorFor(platformOf('imss'))).toBe(connectors.connectorFor(uber));
    expect(sandboxConnectorFor(uber, fixedClock())).toBeInstanceOf(SandboxPlatformConnector);
  });
});
