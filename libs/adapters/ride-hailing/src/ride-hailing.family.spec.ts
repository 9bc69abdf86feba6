import { rideHailingFamily } from './index';

describe('rideHailingFamily', () => {
  it('describes the ride_hailing family: its protocol, its platforms and the variable of its service', () => {
    const { family, protocol, envVar, platforms } = rideHailingFamily;
    expect([family, protocol, envVar]).toEqual(['ride_hailing', 'gig', 'RIDE_HAILING_URL']);
    expect(platforms.map((platform) => [platform.code, platform.family, platform.protocol])).toEqual(
      ['uber', 'didi', 'cabify', 'indriver', 'beat'].map((code) => [code, 'ride_hailing', 'gig']),
    );
  });

  it('builds its live connector, refusing an unusable base URL', () => {
    expect(rideHailingFamily.createConnector({ baseUrl: 'https://ride-hailing.internal/' })).toHaveProperty('startLogin');
    expect(() => rideHailingFamily.createConnector({ baseUrl: 'ride-hailing.internal' })).toThrow('is not an absolute URL');
  });
});
