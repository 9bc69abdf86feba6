import { redactUrl } from './logger.options';

describe('redactUrl', () => {
  it('redacts the values of key, token, password and code parameters, whatever their case or encoding', () => {
    expect(redactUrl('/v1/users?api_key=sk_live_abc&external_id=w-1')).toBe('/v1/users?api_key=[redacted]&external_id=w-1');
    expect(redactUrl('/v1/x?X-Api-Key=a&Token=b&otp_code=123456&pass%77ord=c')).toBe('/v1/x?X-Api-Key=[redacted]&Token=[redacted]&otp_code=[redacted]&pass%77ord=[redacted]');
  });

  it('leaves URLs without secrets as they are, malformed escapes included', () => {
    for (const url of ['/health', '/v1/users?external_id=w-1', '/v1/users?external_id=%E0%A4%A', '/v1/users?flag']) expect(redactUrl(url)).toBe(url);
  });
});
