import type { PlatformFamilyDescriptor } from '@gig/domain';

/** What a family lib's descriptor must say of itself. */
export interface ExpectedFamily {
  readonly family: string;
  readonly protocol: string;
  readonly envVar: string;
  /** The codes of its platforms, in order. */
  readonly platforms: readonly string[];
  /** e.g. `ride-hailing`: the live connector is built on `https://<host>.internal/`. */
  readonly host: string;
}

/** The descriptor a family lib exports: its name, protocol, platforms and service variable, and its live connector. */
export function describeFamilyDescriptor(name: string, descriptor: PlatformFamilyDescriptor, expected: ExpectedFamily): void {
  describe(name, () => {
    it(`describes the ${expected.family} family: its protocol, its platforms and the variable of its service`, () => {
      const { family, protocol, envVar, platforms } = descriptor;
      expect([family, protocol, envVar]).toEqual([expected.family, expected.protocol, expected.envVar]);
      expect(platforms.map((platform) => [platform.code, platform.family, platform.protocol])).toEqual(
        expected.platforms.map((code) => [code, expected.family, expected.protocol]),
      );
    });

    it('builds its live connector, refusing an unusable base URL', () => {
      expect(descriptor.createConnector({ baseUrl: `https://${expected.host}.internal/` })).toHaveProperty('startLogin');
      expect(() => descriptor.createConnector({ baseUrl: `${expected.host}.internal` })).toThrow('is not an absolute URL');
    });
  });
}
