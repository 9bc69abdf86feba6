import { publicServantFamily } from './index';

describe('publicServantFamily', () => {
  it('describes the public_servant family: its protocol, its platforms and the variable of its service', () => {
    const { family, protocol, envVar, platforms } = publicServantFamily;
    expect([family, protocol, envVar]).toEqual(['public_servant', 'institute', 'PUBLIC_SERVANT_URL']);
    expect(platforms.map((platform) => [platform.code, platform.family, platform.protocol])).toEqual(
      ['issste'].map((code) => [code, 'public_servant', 'institute']),
    );
  });

  it('builds its live connector, refusing an unusable base URL', () => {
    expect(publicServantFamily.createConnector({ baseUrl: 'https://public-servant.internal/' })).toHaveProperty('startLogin');
    expect(() => publicServantFamily.createConnector({ baseUrl: 'public-servant.internal' })).toThrow('is not an absolute URL');
  });
});
