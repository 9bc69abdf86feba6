import { deliveryFamily } from './index';

describe('deliveryFamily', () => {
  it('describes the delivery family: its protocol, its platforms and the variable of its service', () => {
    const { family, protocol, envVar, platforms } = deliveryFamily;
    expect([family, protocol, envVar]).toEqual(['delivery', 'gig', 'DELIVERY_URL']);
    expect(platforms.map((platform) => [platform.code, platform.family, platform.protocol])).toEqual(
      ['rappi', 'didi_food', 'uber_eats', 'cornershop', 'ifood'].map((code) => [code, 'delivery', 'gig']),
    );
  });

  it('builds its live connector, refusing an unusable base URL', () => {
    expect(deliveryFamily.createConnector({ baseUrl: 'https://delivery.internal/' })).toHaveProperty('startLogin');
    expect(() => deliveryFamily.createConnector({ baseUrl: 'delivery.internal' })).toThrow('is not an absolute URL');
  });
});
