import { describePlatformConnectorContract, PlatformConnectorContractSubject } from '@gig/testing';
import { fixedClock, platformOf } from '../testing/sandbox-test.fixtures';
import { SandboxPlatformConnector } from './sandbox.platform-connector';

const subject = (fixture: Omit<PlatformConnectorContractSubject, 'connector' | 'platform'> & { platform: string }) => () => ({
  ...fixture,
  connector: new SandboxPlatformConnector(fixedClock()),
  platform: platformOf(fixture.platform),
});

/** One platform of each family: an identifier it accepts and one it refuses, and likewise a secret where it asks one. */
const FIXTURES = [
  { family: 'ride_hailing', platform: 'uber', country: 'mx', identifier: 'maria.lopez@example.com', secret: '482913', failingIdentifier: { value: 'login-refused@sandbox.gig.dev', code: 'login_refused' }, failingSecret: { value: '9993', code: 'invalid_otp' } },
  { family: 'delivery', platform: 'rappi', country: 'co', identifier: '3001234567', secret: '4829', failingIdentifier: { value: '12345', code: 'invalid_phone_number' }, failingSecret: { value: '12ab', code: 'invalid_otp' } },
  { family: 'social_security', platform: 'imss', country: 'mx', identifier: 'GOMA850312HDFRRN09', secret: null, failingIdentifier: { value: 'SAND000101HDFXXX01', code: 'curp_not_found' }, failingSecret: null },
  { family: 'public_servant', platform: 'issste', country: 'mx', identifier: 'RUPL900704MJCZRS05', secret: null, failingIdentifier: { value: 'SANDBOXCURP', code: 'invalid_curp' }, failingSecret: null },
] as const;

for (const { family, ...fixture } of FIXTURES) describePlatformConnectorContract(`sandbox ${fixture.platform} (${family})`, subject(fixture));
