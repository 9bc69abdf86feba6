import { definePlatformFamily, PlatformFamilyDescriptor, PlatformRow } from '@gig/domain';
import type { PlatformFamilySpec } from './family-definition';
import { familyFailureCodes } from './family-failure-codes';
import { HttpPlatformConnector } from './http-platform.connector';

/** A family whose live connector speaks HTTP to its extraction service; the spec drives the family's tests. */
export interface HttpPlatformFamily<Spec extends PlatformFamilySpec = PlatformFamilySpec> extends PlatformFamilyDescriptor {
  readonly spec: Spec;
}

/** The descriptor of a family lib over `@gig/platform-http`: name and protocol come from its spec. */
export function httpPlatformFamily<Spec extends PlatformFamilySpec>(
  spec: Spec,
  family: { readonly envVar: string; readonly platforms: readonly PlatformRow[] },
): HttpPlatformFamily<Spec> {
  const descriptor = definePlatformFamily({
    family: spec.family,
    protocol: spec.protocol,
    envVar: family.envVar,
    platforms: family.platforms,
    failureCodes: familyFailureCodes(spec),
    createConnector: (options) => new HttpPlatformConnector(spec, options),
  });
  return { ...descriptor, spec };
}
