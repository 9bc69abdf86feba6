import type { Company } from '../companies/company';
import type { ConnectToken } from '../connect-tokens/connect-token';

/** Connect tokens, found by the hash of their text. */
export interface ConnectTokenStore {
  create(token: ConnectToken): Promise<void>;
  /** The token with its company, expired or not (the caller tells an expired token from an unknown one), until purged. */
  findByHash(tokenHash: string): Promise<{ token: ConnectToken; company: Company } | null>;
}
