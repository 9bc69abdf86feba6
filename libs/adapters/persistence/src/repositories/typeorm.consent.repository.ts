import type { Consent, ConsentRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { CONSENT_COLUMNS, decodeConsent } from '../schema/consent.rows';
import { queryRows } from './sql-rows';

export class TypeOrmConsentRepository implements ConsentRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(c: Consent): Promise<void> {
    await this.manager.query(
      `INSERT INTO consents (id, company_id, user_id, widget_id, ip_address, consented_at, consent_method, version, language, device, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7, $8, $9, $10, $11::timestamptz)`,
      [c.id, c.companyId, c.userId, c.widgetId, c.ipAddress, c.consentedAt.toISOString(), c.method, c.version, c.language, c.device, c.createdAt.toISOString()],
    );
  }

  async listForUser(companyId: string, userId: string): Promise<Consent[]> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return [];
    const rows = await queryRows<unknown>(this.manager, `SELECT ${CONSENT_COLUMNS} FROM consents WHERE company_id = $1 AND user_id = $2 ORDER BY created_at, id`, [companyId, userId]);
    return rows.map(decodeConsent);
  }
}
