import type { ConnectSession, IssuedConnectToken, Platform } from '@gig/domain';

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
  readonly source: ConnectSession['accounts'][number]['source'];
  readonly identifier_masked: string;
  readonly connected_since: string;
  readonly last_updated_on: string | null;
  readonly receives: readonly SessionDataKind[];
}

export type SessionDataKind = 'daily_earnings' | 'profile' | 'employment' | 'documents';
export const SESSION_DATA_KINDS: readonly SessionDataKind[] = ['daily_earnings', 'profile', 'employment', 'documents'];

/** What the company reads through an account: a worker's login brings earnings, an institute's lookup profile and employment only. */
function receives(source: ConnectSession['accounts'][number]['source'], protocol: Platform['protocol'] | undefined): SessionDataKind[] {
  if (source === 'document') return ['documents', 'employment'];
  return protocol === 'institute' ? ['profile', 'employment'] : ['daily_earnings', 'profile', 'employment'];
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

export function presentConnectSession(session: ConnectSession, platforms: readonly Pick<Platform, 'code' | 'protocol'>[]): ConnectSessionJson {
  return {
    user_id: session.user.id,
    external_id: session.user.externalId,
    widget_id: session.widgetId,
    expires_at: session.expiresAt.toISOString(),
    accounts: session.accounts.map((a) => ({
      account_id: a.id, platform: a.platform, country: a.country, status: a.status, source: a.source, identifier_masked: a.identifierMasked,
      connected_since: a.createdAt.toISOString(), last_updated_on: a.lastSuccessfulConnection, receives: receives(a.source, platforms.find((p) => p.code === a.platform)?.protocol),
    })),
  };
}
