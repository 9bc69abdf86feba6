import type { Company } from '../companies/company';
import type { ConnectToken } from '../connect-tokens/connect-token';

/** A stored token with its company and when the key that issued it stops (null: it has not been revoked, or a member issued the token). */
export interface FoundConnectToken {
  readonly token: ConnectToken;
  readonly company: Company;
  readonly issuerRevokedAt: Date | null;
}

/** Connect tokens, found by the hash of their text. */
export interface ConnectTokenStore {
  /** Fails unless the user, the widget (and the issuing key or member) are the token's company's. */
  create(token: ConnectToken): Promise<void>;
  /**
   * The token with its company, expired or revoked or not (the caller tells them from an unknown one), until purged;
   * a token whose user or issuing member was deleted is gone with them.
   */
  findByHash(tokenHash: string): Promise<FoundConnectToken | null>;
  /** Revokes the company's token with this hash from `at` on, unless it already was; another company's token is left alone. */
  revoke(companyId: string, tokenHash: string, at: Date): Promise<void>;
}
