export interface ConnectParams {
  readonly publicKey: string;
  /** A returning worker's page: the lender's backend asked for it (POST /v1/connect/tokens); it names the user and widget. */
  readonly connectToken: string;
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
    connectToken: get('connect_token') ?? '',
    widgetId: get('widget_id') ?? '',
    externalId: get('external_id'),
    userId: get('user_id'),
    lang: get('lang'),
    origin: get('origin') ?? null,
  };
}
