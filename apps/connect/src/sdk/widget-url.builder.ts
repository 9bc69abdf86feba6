import type { GigConnectOptions } from './loader.types';

export function apiOriginOf(scriptSrc: string | undefined, fallback: string): string {
  try {
    return scriptSrc ? new URL(scriptSrc).origin : fallback;
  } catch {
    return fallback;
  }
}

export function widgetUrl(apiOrigin: string, hostOrigin: string, options: GigConnectOptions): string {
  const query = new URLSearchParams();
  if (options.connectToken !== undefined) {
    query.set('connect_token', options.connectToken);
  } else {
    query.set('public_key', options.publicKey);
    query.set('widget_id', options.widgetId);
    if (options.externalId) query.set('external_id', options.externalId);
    if (options.userId) query.set('user_id', options.userId);
  }
  if (options.lang) query.set('lang', options.lang);
  query.set('origin', hostOrigin);
  return `${apiOrigin}/connect?${query.toString()}`;
}

export function isWidgetMessage(data: unknown): data is { source: 'gig-connect'; event: string; data?: Record<string, unknown> } {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  return message.source === 'gig-connect' && typeof message.event === 'string';
}
