import { DomainError } from '../errors/domain-error';
import type { PlatformConnector } from '../ports/platform-connector.port';
import { definePlatformFamily } from './platform-family';
import { PlatformRegistry } from './platform-registry';

const connector: PlatformConnector = { startLogin: jest.fn(), verify: jest.fn(), retrieve: jest.fn(), refresh: jest.fn() };
const family = (name: string, protocol: 'gig' | 'institute', codes: string[]) => definePlatformFamily({
  family: name, protocol, envVar: `${name.toUpperCase()}_URL`, failureCodes: ['platform_unavailable'], createConnector: () => connector,
  platforms: codes.map((code) => ({ code, name: code, countries: ['mx', 'co'], identifierKind: 'email', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 })),
});

const failure = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a failure');
};

describe('definePlatformFamily', () => {
  it("stamps the family's name and protocol on each of its platforms", () => {
    const pensions = family('pensions', 'institute', ['afore', 'infonavit']);
    expect(pensions.platforms.map((p) => [p.code, p.family, p.protocol])).toEqual([['afore', 'pensions', 'institute'], ['infonavit', 'pensions', 'institute']]);
    expect([pensions.envVar, pensions.createConnector({ baseUrl: 'https://pensions.test' })]).toEqual(['PENSIONS_URL', connector]);
  });
});

describe('PlatformRegistry', () => {
  const registry = PlatformRegistry.of([family('couriers', 'gig', ['bikes', 'vans']), family('pensions', 'institute', ['afore'])]);

  it('lists the platforms of every family, family by family, and finds them by code', () => {
    expect(registry.all().map((p) => p.code)).toEqual(['bikes', 'vans', 'afore']);
    expect(registry.find('afore')?.protocol).toBe('institute');
    expect(registry.find('uber')).toBeUndefined();
  });

  it('gives a platform offered in the country, or bad_request naming the field', () => {
    expect(registry.offeredIn('vans', 'co').code).toBe('vans');
    expect(failure(() => registry.offeredIn('uber', 'mx'))).toMatchObject({
      code: 'bad_request', errors: [{ field: 'platform', message: 'platform must be one of bikes, vans, afore' }],
    });
    expect(failure(() => registry.offeredIn('7', 'mx')).errors?.[0].field).toBe('platform');
    expect(failure(() => registry.offeredIn('vans', 'ar'))).toMatchObject({
      code: 'bad_request', errors: [{ field: 'country', message: 'vans is offered in mx, co' }],
    });
  });

  it('refuses two families listing the same code', () => {
    expect(() => PlatformRegistry.of([family('couriers', 'gig', ['bikes']), family('cyclists', 'gig', ['bikes'])]))
      .toThrow('Platform bikes is listed by both the couriers and the cyclists families.');
  });
});
