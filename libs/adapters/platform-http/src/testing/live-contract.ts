import { ConnectorFailureFixture, describePlatformConnectorContract } from '@gig/testing';
import nock from 'nock';
import type { PlatformFamilySpec } from '../connector/family-definition';
import { FamilyUnderTest, serviceUrl, WorkerFixture, workerOf } from './harness';

/** The path prefix of the fake service in the contract suites: base URLs may carry one (README, "HTTP contract"). */
export const SERVICE_PREFIX = '/prod';

/** A worker of the contract with the inputs whose outcome the recorded service knows. */
export interface LiveContractScript {
  readonly worker: WorkerFixture;
  readonly secret: string | null;
  readonly failingIdentifier: ConnectorFailureFixture;
  readonly failingSecret: ConnectorFailureFixture | null;
}

/**
 * The domain's `PlatformConnector` contract (`@gig/testing`) against the family's connector, the extraction
 * service being played by `serve(base)` with nock before each test.
 */
export function describeLiveContract(
  family: FamilyUnderTest<PlatformFamilySpec, unknown>,
  script: LiveContractScript,
  serve: (base: string) => void,
): void {
  const base = `${serviceUrl(family.spec.family)}${SERVICE_PREFIX}`;
  const { platform, country, identifier } = workerOf(family, script.worker);
  describePlatformConnectorContract(`live ${platform.code} (${family.spec.family}, HTTP)`, () => {
    serve(base);
    return {
      connector: family.connect({ baseUrl: `${base}/`, timeoutMs: 2000 }),
      platform, country, identifier,
      secret: script.secret,
      failingIdentifier: script.failingIdentifier,
      failingSecret: script.failingSecret,
      dispose: () => void nock.cleanAll(),
    };
  });
}
