import { FX_DEFAULTS } from './fx-config';
import { parseFxConfig } from './parse-fx-config';

describe('parseFxConfig', () => {
  it('uses the defaults when nothing is set, or set blank', () => {
    expect(parseFxConfig({})).toEqual(FX_DEFAULTS);
    expect(parseFxConfig({ FX_PROVIDERS: ' ', FX_TIMEOUT_MS: '' })).toEqual(FX_DEFAULTS);
    expect(FX_DEFAULTS).toMatchObject({
      providers: ['frankfurter', 'currency-api'],
      frankfurterUrl: 'https://api.frankfurter.dev',
      timeoutMs: 4000,
    });
  });

  it('reads every variable', () => {
    const config = parseFxConfig({
      FX_PROVIDERS: 'currency-api, Frankfurter',
      FX_FRANKFURTER_URL: 'http://fx.internal:8080/',
      FX_CURRENCY_API_URL: 'https://mirror.example/currency-api',
      FX_CURRENCY_API_MIRROR_URL: 'https://backup.example/{date}/usd.json',
      FX_TIMEOUT_MS: '2500',
      FX_RETRY_DELAY_MS: '0',
    });

    expect(config).toEqual({
      providers: ['currency-api', 'frankfurter'],
      frankfurterUrl: 'http://fx.internal:8080',
      currencyApiUrl: 'https://mirror.example/currency-api',
      currencyApiMirrorUrl: 'https://backup.example/{date}/usd.json',
      timeoutMs: 2500,
      retryDelayMs: 0,
    });
  });

  it.each([
    [{ FX_PROVIDERS: 'frankfurter,ecb' }, /FX_PROVIDERS: unknown provider "ecb"/],
    [{ FX_PROVIDERS: 'frankfurter,,currency-api' }, /FX_PROVIDERS: unknown provider ""/],
    [{ FX_PROVIDERS: 'frankfurter,frankfurter' }, /FX_PROVIDERS: .* twice/],
    [{ FX_FRANKFURTER_URL: 'api.frankfurter.dev' }, /FX_FRANKFURTER_URL: .* not an absolute URL/],
    [{ FX_FRANKFURTER_URL: 'ftp://api.frankfurter.dev' }, /FX_FRANKFURTER_URL: .* must be http\(s\)/],
    [{ FX_CURRENCY_API_URL: 'https://x.example/api?x=1' }, /FX_CURRENCY_API_URL: .* query or fragment/],
    [{ FX_CURRENCY_API_MIRROR_URL: 'https://x.example/usd.json' }, /FX_CURRENCY_API_MIRROR_URL: .* \{date\}/],
    [{ FX_TIMEOUT_MS: 'fast' }, /FX_TIMEOUT_MS: "fast" must be a whole number/],
    [{ FX_TIMEOUT_MS: '0' }, /FX_TIMEOUT_MS: "0"/],
    [{ FX_TIMEOUT_MS: '1.5' }, /FX_TIMEOUT_MS/],
    [{ FX_RETRY_DELAY_MS: '-1' }, /FX_RETRY_DELAY_MS/],
  ])('rejects %p', (env, message) => {
    expect(() => parseFxConfig(env)).toThrow(message);
  });
});
