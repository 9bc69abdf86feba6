import { FX_DEFAULTS, FX_PROVIDER_NAMES, FxConfig, FxProviderName } from './fx-config';

type Env = Record<string, string | undefined>;

const MAX_TIMEOUT_MS = 60_000;

/** Reads the FX_* variables; unset or blank ones take the defaults; a bad value throws a clear Error. */
export function parseFxConfig(env: Env): FxConfig {
  return {
    providers: parseProviders(value(env, 'FX_PROVIDERS')),
    frankfurterUrl: parseBaseUrl('FX_FRANKFURTER_URL', value(env, 'FX_FRANKFURTER_URL') ?? FX_DEFAULTS.frankfurterUrl),
    currencyApiUrl: parseBaseUrl('FX_CURRENCY_API_URL', value(env, 'FX_CURRENCY_API_URL') ?? FX_DEFAULTS.currencyApiUrl),
    currencyApiMirrorUrl: parseMirror(value(env, 'FX_CURRENCY_API_MIRROR_URL') ?? FX_DEFAULTS.currencyApiMirrorUrl),
    timeoutMs: parseMillis('FX_TIMEOUT_MS', value(env, 'FX_TIMEOUT_MS'), FX_DEFAULTS.timeoutMs, 1),
    retryDelayMs: parseMillis('FX_RETRY_DELAY_MS', value(env, 'FX_RETRY_DELAY_MS'), FX_DEFAULTS.retryDelayMs, 0),
  };
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function parseProviders(raw: string | undefined): FxProviderName[] {
  if (raw === undefined) return [...FX_DEFAULTS.providers];
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const known: readonly string[] = FX_PROVIDER_NAMES;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`FX_PROVIDERS: unknown provider "${unknown[0]}"; use a comma list of ${FX_PROVIDER_NAMES.join(', ')}`);
  }
  if (new Set(names).size !== names.length) throw new Error(`FX_PROVIDERS: "${raw}" names a provider twice`);
  return names as FxProviderName[];
}

function parseBaseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: "${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${raw}" must be http(s)`);
  if (url.search || url.hash) throw new Error(`${name}: "${raw}" must not have a query or fragment`);
  return raw.replace(/\/+$/, '');
}

function parseMirror(raw: string): string {
  if (!raw.includes('{date}')) throw new Error(`FX_CURRENCY_API_MIRROR_URL: "${raw}" must contain {date}`);
  parseBaseUrl('FX_CURRENCY_API_MIRROR_URL', raw.split('{date}').join('2024-03-02'));
  return raw;
}

function parseMillis(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const parsed = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > MAX_TIMEOUT_MS) {
    throw new Error(`${name}: "${raw}" must be a whole number of milliseconds from ${min} to ${MAX_TIMEOUT_MS}`);
  }
  return parsed;
}
