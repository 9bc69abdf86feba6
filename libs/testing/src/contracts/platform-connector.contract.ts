import { DomainError, ErrorCode, isErrorCode, LoginProgress, Platform, PlatformConnector } from '@gig/domain';
import { expectWellFormedData } from './retrieved-data.expectations';
import { useFreshSubject } from '../hooks/held-between';

export { expectWellFormedData, expectWellFormedEmployment, expectWellFormedProfile } from './retrieved-data.expectations';

/** An input and the catalogue code the connector must fail with. */
export interface ConnectorFailureFixture {
  readonly value: string;
  readonly code: ErrorCode;
}

/** A connector, the platform and country to drive it with, and inputs with known outcomes. */
export interface PlatformConnectorContractSubject {
  readonly connector: PlatformConnector;
  readonly platform: Platform;
  readonly country: string;
  /** A normalised identifier that connects. */
  readonly identifier: string;
  /** A secret the first login method accepts; null when the platform has no validation step. */
  readonly secret: string | null;
  /** Fails Before Login (startLogin). */
  readonly failingIdentifier: ConnectorFailureFixture;
  /** Fails Before Validation (verify); null when the platform has no validation step. */
  readonly failingSecret: ConnectorFailureFixture | null;
  dispose?(): void | Promise<void>;
}

export async function expectDomainFailure(attempt: Promise<unknown>, code?: ErrorCode): Promise<DomainError> {
  const error = await attempt.then(
    () => { throw new Error(`expected a DomainError${code ? ` ${code}` : ''}, got a success`); },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  const failure = error as DomainError;
  expect(isErrorCode(failure.code)).toBe(true);
  if (code) expect(failure.code).toBe(code);
  return failure;
}

/** The behaviour every `PlatformConnector` adapter owes the domain (spec 3, 4.2, 4.3, 7). */
export function describePlatformConnectorContract(
  name: string,
  makeSubject: () => PlatformConnectorContractSubject | Promise<PlatformConnectorContractSubject>,
): void {
  describe(`${name} (PlatformConnector contract)`, () => {
    const subject = useFreshSubject(makeSubject);

    const login = (identifier = subject().identifier) =>
      subject().connector.startLogin({ platform: subject().platform, country: subject().country, identifier });

    const verify = (progress: LoginProgress, secret: string) =>
      subject().connector.verify({
        platform: subject().platform, country: subject().country, identifier: subject().identifier,
        session: progress.session, method: progress.nextStep ?? subject().platform.loginMethods[0] ?? 'otp', secret,
      });

    const retrieve = (session: string | null) =>
      subject().connector.retrieve({ platform: subject().platform, country: subject().country, identifier: subject().identifier, session });

    async function connect(): Promise<LoginProgress> {
      const started = await login();
      return started.nextStep === null ? started : verify(started, subject().secret ?? '');
    }

    it('asks for the first login method of the platform, or for nothing when it has none', async () => {
      const progress = await login();
      expect(progress.nextStep).toBe(subject().platform.loginMethods[0] ?? null);
      expect(progress.session === null || typeof progress.session === 'string').toBe(true);
    });

    it('completes the login with a good secret', async () => {
      const progress = await connect();
      expect(progress.nextStep).toBeNull();
      expect(subject().secret === null).toBe(subject().platform.loginMethods.length === 0);
    });

    it('retrieves well-formed data once connected', async () => {
      const { session } = await connect();
      expectWellFormedData(await retrieve(session), subject().platform);
    });

    it('fails Before Login with the known code', async () => {
      await expectDomainFailure(login(subject().failingIdentifier.value), subject().failingIdentifier.code);
    });

    it('fails Before Validation with the known code, then accepts the good secret on the same session', async () => {
      const started = await login();
      const failing = subject().failingSecret;
      if (failing === null) {
        expect(started.nextStep).toBeNull();
        return;
      }
      await expectDomainFailure(verify(started, failing.value), failing.code);
      expect((await verify(started, subject().secret ?? '')).nextStep).toBeNull();
    });

    it('refuses to validate on a session it did not issue', async () => {
      await expectDomainFailure(verify({ nextStep: null, session: 'forged-session' }, subject().secret ?? '000000'));
    });

    it('refuses to retrieve on a session it did not issue', async () => {
      await expectDomainFailure(retrieve('forged-session'));
    });

    it('refreshes well-formed data on the session of its login, with no new login', async () => {
      const { session } = await connect();
      const refresh = subject().connector.refresh({ platform: subject().platform, country: subject().country, identifier: subject().identifier, session });
      expectWellFormedData(await refresh, subject().platform);
    });

    it('says the session is gone when refreshing on one it no longer takes', async () => {
      const refresh = subject().connector.refresh({ platform: subject().platform, country: subject().country, identifier: subject().identifier, session: 'forged-session' });
      const error = await refresh.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: expect.stringMatching(/^(reauthentication_required|session_not_found)$/) });
    });
  });
}
