import type { ConnectSession, IssuedConnectToken } from '@gig/domain';

export interface ConnectTokenJson {
  readonly connect_token: string;
  readonly expires_at: string;
  readonly user_id: string;
  readonly widget_id: string;
}

export interface ConnectSessionAccountJson {
  readonly account_id: string;
  readonly platform: string;
  readonly country: string;
  readonly status: ConnectSession['accounts'][number]['status'];
}

export interface ConnectSessionJson {
  readonly user_id: string;
  readonly external_id: string | null;
  readonly widget_id: string;
  readonly expires_at: string;
  readonly accounts: ConnectSessionAccountJson[];
}

export function presentConnectToken({ connectToken, record }: IssuedConnectToken): ConnectTokenJson {
  return { connect_token: connectToken, expires_at: record.expiresAt.toISOString(), user_id: record.userId, widget_id: record.widgetId };
}

export function presentConnectSession(session: ConnectSession): ConnectSessionJson {
  return {
    user_id: session.user.id,
    external_id: session.user.externalId,
    widget_id: session.widgetId,
    expires_at: session.expiresAt.toISOString(),
    accounts: session.accounts.map((a) => ({ account_id: a.id, platform: a.platform, country: a.country, status: a.status })),
  };
}
