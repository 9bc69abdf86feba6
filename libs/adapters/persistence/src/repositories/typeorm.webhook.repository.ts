import { isUuid, type Webhook, type WebhookChanges, type WebhookRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeWebhook, WEBHOOK_COLUMNS } from '../schema/webhook.rows';
import { CompanyRowInsert, insertCompanyRow, insertCompanyRowWithin } from './company-row.insert';
import { queryRows } from './sql-rows';

/** The columns a change may set, by field. */
const COLUMNS: Record<keyof WebhookChanges | 'sealedSecret', string> = {
  url: 'url', name: 'name', events: 'events', widgetId: 'widget_id', isActive: 'is_active', signRequest: 'sign_request', sealedSecret: 'sealed_secret',
};

const webhookInsert = (w: Webhook): CompanyRowInsert => ({
  table: 'webhooks',
  columns: 'id, company_id, url, name, events, widget_id, is_sandbox, is_active, sign_request, sealed_secret, failing_since, created_at, updated_at',
  placeholders: '$1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13::timestamptz',
  values: [w.id, w.companyId, w.url, w.name, w.events, w.widgetId, w.isSandbox, w.isActive, w.signRequest, w.sealedSecret, w.failingSince?.toISOString() ?? null, w.createdAt.toISOString(), w.updatedAt.toISOString()],
  companyId: w.companyId,
});

export class TypeOrmWebhookRepository implements WebhookRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(w: Webhook): Promise<void> {
    await insertCompanyRow(this.manager, webhookInsert(w));
  }

  async createWithin(w: Webhook, max: number): Promise<boolean> {
    return insertCompanyRowWithin(this.manager, webhookInsert(w), max);
  }

  async list(companyId: string): Promise<Webhook[]> {
    const rows = await queryRows<unknown>(this.manager, `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE company_id = $1 ORDER BY created_at, id`, [companyId]);
    return rows.map(decodeWebhook);
  }

  async find(companyId: string, webhookId: string): Promise<Webhook | null> {
    if (!isUuid(webhookId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE company_id = $1 AND id = $2`, [companyId, webhookId]);
    return row ? decodeWebhook(row) : null;
  }

  async update(companyId: string, webhookId: string, changes: WebhookChanges & { sealedSecret?: string }, now: Date): Promise<Webhook | null> {
    if (!isUuid(webhookId)) return null;
    const sets = ['updated_at = $3::timestamptz'];
    const values: unknown[] = [companyId, webhookId, now.toISOString()];
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
      if (changes[field] === undefined) continue;
      values.push(changes[field]);
      sets.push(`${column} = $${values.length}${field === 'events' ? '::text[]' : ''}`);
    }
    if (changes.isActive === true) sets.push('failing_since = NULL');
    const [row] = await queryRows<unknown>(
      this.manager,
      `UPDATE webhooks SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLUMNS}`,
      values,
    );
    return row ? decodeWebhook(row) : null;
  }

  async delete(companyId: string, webhookId: string): Promise<boolean> {
    if (!isUuid(webhookId)) return false;
    const rows = await queryRows<{ id: string }>(this.manager, `DELETE FROM webhooks WHERE company_id = $1 AND id = $2 RETURNING id`, [companyId, webhookId]);
    return rows.length > 0;
  }
}
