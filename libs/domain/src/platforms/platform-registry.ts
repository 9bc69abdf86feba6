import { DomainError } from '../errors/domain-error';
import type { LoginMethod, Platform } from './platform';
import type { PlatformFamilyDescriptor } from './platform-family';

/** The platforms the service connects, looked up by code, in the order they were given. */
export class PlatformRegistry {
  private readonly byCode: ReadonlyMap<string, Platform>;

  /** Throws when two platforms share a code. */
  constructor(private readonly platforms: readonly Platform[]) {
    const byCode = new Map<string, Platform>();
    for (const platform of platforms) {
      const listed = byCode.get(platform.code);
      if (listed) throw new Error(`Platform ${platform.code} is listed by both the ${listed.family} and the ${platform.family} families.`);
      byCode.set(platform.code, platform);
    }
    this.byCode = byCode;
  }

  /** Every platform of the families, family by family. */
  static of(families: readonly PlatformFamilyDescriptor[]): PlatformRegistry {
    return new PlatformRegistry(families.flatMap((family) => family.platforms));
  }

  all(): readonly Platform[] {
    return this.platforms;
  }

  find(code: string): Platform | undefined {
    return this.byCode.get(code);
  }

  /** The platform, if the service offers it in that country; otherwise `bad_request` naming the field. */
  offeredIn(code: string, country: string): Platform {
    const platform = this.byCode.get(code);
    if (!platform) {
      const message = `platform must be one of ${this.platforms.map((p) => p.code).join(', ')}`;
      throw DomainError.badRequest(message, [{ field: 'platform', message }]);
    }
    assertOfferedIn(platform, country);
    return platform;
  }
}

/** `bad_request` naming the country field unless the service offers the platform there. */
export function assertOfferedIn(platform: Platform, country: string): void {
  if (!platform.countries.includes(country)) {
    const message = `${platform.code} is offered in ${platform.countries.join(', ')}`;
    throw DomainError.badRequest(message, [{ field: 'country', message }]);
  }
}

/** `unknown_login_type` unless the platform validates with this method. */
export function assertLoginMethod(platform: Platform, method: LoginMethod): void {
  if (!platform.loginMethods.includes(method)) {
    throw new DomainError('unknown_login_type', `${platform.code} does not validate with ${method}.`);
  }
}
