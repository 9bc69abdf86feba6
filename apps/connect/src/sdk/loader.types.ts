export type GigConnectEvent = 'ready' | 'user_created' | 'connection_success' | 'connection_error' | 'exit';

interface CommonOptions {
  readonly lang?: 'es' | 'en';
  readonly onEvent?: (event: GigConnectEvent, data: Record<string, unknown>) => void;
}

/** A new worker: the widget's public key and id (the page creates the user). */
export interface PublicKeyOptions extends CommonOptions {
  readonly publicKey: string;
  readonly widgetId: string;
  readonly externalId?: string;
  readonly userId?: string;
  readonly connectToken?: undefined;
}

/** A returning worker: a connect token your backend got from POST /v1/connect/tokens (it names the user and the widget). */
export interface ConnectTokenOptions extends CommonOptions {
  readonly connectToken: string;
  readonly publicKey?: undefined;
  readonly widgetId?: undefined;
}

export type GigConnectOptions = PublicKeyOptions | ConnectTokenOptions;

export interface GigConnectHandle {
  close(): void;
}
