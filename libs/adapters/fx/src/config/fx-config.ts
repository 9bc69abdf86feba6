export const FX_PROVIDER_NAMES = ['frankfurter', 'currency-api'] as const;
export type FxProviderName = (typeof FX_PROVIDER_NAMES)[number];

export interface FxConfig {
  /** Priority order: later providers are asked only for what earlier ones could not give. */
  readonly providers: readonly FxProviderName[];
  readonly frankfurterUrl: string;
  readonly currencyApiUrl: string;
  /** Contains `{date}`. */
  readonly currencyApiMirrorUrl: string;
  readonly timeoutMs: number;
  readonly retryDelayMs: number;
}

export const FX_DEFAULTS: FxConfig = {
  providers: ['frankfurter', 'currency-api'],
  frankfurterUrl: 'https://api.frankfurter.dev',
  currencyApiUrl: 'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api',
  currencyApiMirrorUrl: 'https://{date}.currency-api.pages.dev/v1/currencies/usd.json',
  timeoutMs: 4000,
  retryDelayMs: 250,
};
