import { randomUUID } from 'node:crypto';
import { CONNECT_TOKEN_LIFETIME_MS, generateConnectToken, hashApiKey, hashConnectToken, type ApiKeyRecord, type ConnectToken, type Repositories } from '@gig/domain';
import { aCompany, aUser } from './persistence-harness';
import { aWidget } from './widget.fixtures';

/** A company with a user, a widget and a private key that issues tokens, stored, for tokens to point at. */
export async function seedTokenOwner(repos: Repositories) {
  const company = aCompany();
  await repos.companies.create(company);
  const user = aUser(company.id);
  await repos.users.create(user);
  const widget = aWidget(company);
  await repos.widgets.create(widget);
  const text = `sk_sandbox_${randomUUID()}`;
  const key: ApiKeyRecord = { id: randomUUID(), companyId: company.id, kind: 'private', prefix: text.slice(0, 16), hash: hashApiKey(text), revokedAt: null };
  await repos.apiKeys.create(key);
  return { company, user, widget, key };
}

export function aConnectToken(
  owner: { company: { id: string }; user: { id: string }; widget: { id: string }; key?: { id: string } },
  createdAt: Date,
  overrides: Partial<ConnectToken> = {},
): ConnectToken {
  return {
    id: randomUUID(), companyId: owner.company.id, userId: owner.user.id, widgetId: owner.widget.id, tokenHash: hashConnectToken(generateConnectToken()),
    createdAt, expiresAt: new Date(createdAt.getTime() + CONNECT_TOKEN_LIFETIME_MS), apiKeyId: owner.key?.id ?? null, memberId: null, revokedAt: null, ...overrides,
  };
}
