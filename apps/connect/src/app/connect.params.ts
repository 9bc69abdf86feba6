export interface ConnectParams {
  readonly publicKey: string;
  readonly widgetId: string;
  readonly externalId?: string;
  readonly userId?: string;
  readonly lang?: string;
  readonly origin: string | null;
}

export function readParams(search: string): ConnectParams {
  const query = new URLSearchParams(search);
  const get = (name: string) => query.get(name)?.trim() || undefined;
  return {
    publicKey: get('public_key') ?? '',
    widgetId: get('widget_id') ?? '',
    externalId: get('external_id'),
    userId: get('user_id'),
    lang: get('lang'),
    origin: get('origin') ?? null,
  };
}
