import { socialSecurityFamily } from './index';

describe('socialSecurityFamily', () => {
  it('describes the social_security family: its protocol, its platforms and the variable of its service', () => {
    const { family, protocol, envVar, platforms } = socialSecurityFamily;
    expect([family, protocol, envVar]).toEqual(['social_security', 'institute', 'SOCIAL_SECURITY_URL']);
    expect(platforms.map((platform) => [platform.code, platform.family, platform.protocol])).toEqual(
      ['imss'].map((code) => [code, 'social_security', 'institute']),
    );
  });

  it('builds its live connector, refusing an unusable base URL', () => {
    expect(socialSecurityFamily.createConnector({ baseUrl: 'https://social-security.internal/' })).toHaveProperty('startLogin');
    expect(() => socialSecurityFamily.createConnector({ baseUrl: 'social-security.internal' })).toThrow('is not an absolute URL');
  });
});
