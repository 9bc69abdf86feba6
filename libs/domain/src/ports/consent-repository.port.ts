import type { Consent } from '../consents/consent';

/** Consents recorded for a company's users; they go with their user. */
export interface ConsentRepository {
  create(consent: Consent): Promise<void>;
  /** The user's consents, oldest first; none for another company's user. */
  listForUser(companyId: string, userId: string): Promise<Consent[]>;
}
