import { PlatformRegistry } from '@gig/domain';
import type { Company, Platform, Principal } from '@gig/domain';

/** A caller of company `company-1` (Acme, sandbox, reads and writes on) holding a key of the given kind. */
export function aPrincipal(keyKind: Principal['keyKind'], company: Partial<Company> = {}): Principal {
  return { company: { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0), ...company }, keyId: 'key-1', keyKind };
}

export function aPlatform(code: string, countries: string[], overrides: Partial<Platform> = {}): Platform {
  return { code, name: code.toUpperCase(), family: 'test', protocol: 'gig', countries, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 30, ...overrides };
}

/** Three platforms that differ where widgets care: countries, login methods, an institute with none. */
export function aPlatformRegistry(): PlatformRegistry {
  return new PlatformRegistry([
    aPlatform('uber', ['mx', 'co', 'br']),
    aPlatform('cabify', ['mx', 'co'], { loginMethods: ['password'] }),
    aPlatform('imss', ['mx'], { protocol: 'institute', identifierKind: 'curp', loginMethods: [] }),
  ]);
}
