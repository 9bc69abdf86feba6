import { DomainError } from '../errors/domain-error';
import type { Environment } from '../companies/company';
import { isPublicAddress, literalAddress } from './webhook-address';

export interface WebhookUrlPolicy {
  /** `WEBHOOK_ALLOW_PRIVATE_URLS` (development, tests): subscriptions may reach loopback and private addresses, and live ones plain http. */
  readonly allowPrivateUrls: boolean;
}

/** The longest receiver URL a subscription takes. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Names a machine on the inside whatever it resolves to. */
const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * The rules for a receiver URL: http(s) only, at most 2,048 characters, https for live companies, and
 * for every company never a loopback, private, link-local or metadata address (names are checked again
 * after resolution at each delivery) unless the operator allows private URLs. Sandbox companies may use
 * plain http; to test on their own machine they expose it (a tunnel) or run the service with private URLs allowed.
 */
export function checkWebhookUrl(value: string | null, environment: Environment, policy: WebhookUrlPolicy): string {
  if (value === null || value.trim() === '' || value.length > MAX_WEBHOOK_URL_LENGTH) throw badUrl(`url must be an http(s) URL of at most ${MAX_WEBHOOK_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badUrl('url must be an absolute http(s) URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badUrl('url must use http or https.');
  if (url.username || url.password) throw badUrl('url must not carry a user name or password.');
  if (policy.allowPrivateUrls) return url.toString();
  if (environment === 'live' && url.protocol !== 'https:') throw badUrl('A live company\'s webhook url must use https.');
  const literal = literalAddress(url.hostname);
  const name = url.hostname.replace(/\.$/, '');
  if ((literal !== null && !isPublicAddress(literal)) || (literal === null && (INTERNAL_NAMES.test(name) || !name.includes('.')))) {
    throw badUrl('A webhook url must reach a public address (not loopback, private, link-local or metadata).');
  }
  return url.toString();
}

const badUrl = (message: string) => DomainError.badRequest(message, [{ field: 'url', message }]);
