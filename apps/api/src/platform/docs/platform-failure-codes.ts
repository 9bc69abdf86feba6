import { ErrorCode, PlatformFamilyDescriptor, PlatformRegistry } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import { PLATFORM_FAMILIES } from '../families/platform-families';

/**
 * Every code a platform connector (live or sandbox) can fail a login step with: what each family's descriptor says its
 * live connector fails with (`failureCodes`), and the sandbox's reserved values over the families' platforms.
 */
export function platformFailureCodes(families: readonly PlatformFamilyDescriptor[] = PLATFORM_FAMILIES): ErrorCode[] {
  const sandbox = sandboxScenarios(PlatformRegistry.of(families).all())
    .filter((row) => row.outcome === 'failure' && row.stage !== 'After Validation' && row.stage !== 'refresh')
    .map((row) => row.code as ErrorCode);
  const live = families.flatMap((family) => family.failureCodes);
  return [...new Set<ErrorCode>([...live, ...sandbox])].sort();
}
