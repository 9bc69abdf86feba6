export type GigConnectEvent = 'ready' | 'user_created' | 'connection_success' | 'connection_error' | 'exit';

export interface GigConnectOptions {
  readonly publicKey: string;
  readonly widgetId: string;
  readonly externalId?: string;
  readonly userId?: string;
  readonly lang?: 'es' | 'en';
  readonly onEvent?: (event: GigConnectEvent, data: Record<string, unknown>) => void;
}

export interface GigConnectHandle {
  close(): void;
}
