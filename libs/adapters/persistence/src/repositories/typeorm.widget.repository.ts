import { isUuid, type Widget, type WidgetChanges, type WidgetRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeWidget, WIDGET_COLUMNS } from '../schema/widget.rows';
import { CompanyRowInsert, insertCompanyRow, insertCompanyRowWithin } from './company-row.insert';
import { queryRows } from './sql-rows';

/** The column each change sets, and its cast. */
const COLUMNS: Record<keyof WidgetChanges, string> = {
  name: 'name', platforms: 'platforms::text[]', countries: 'countries::text[]', allowedOrigins: 'allowed_origins::text[]', redirectUrl: 'redirect_url',
  language: 'language', primaryColor: 'primary_color', logoUrl: 'logo_url', consentVersion: 'consent_version',
};

const widgetInsert = (w: Widget): CompanyRowInsert => ({
  table: 'widgets',
  columns: 'id, company_id, name, platforms, countries, allowed_origins, redirect_url, language, primary_color, logo_url, consent_version, created_at, updated_at',
  placeholders: '$1, $2, $3, $4::text[], $5::text[], $6::text[], $7, $8, $9, $10, $11, $12::timestamptz, $13::timestamptz',
  values: [w.id, w.companyId, w.name, w.platforms, w.countries, w.allowedOrigins, w.redirectUrl, w.language, w.primaryColor, w.logoUrl, w.consentVersion,
    w.createdAt.toISOString(), w.updatedAt.toISOString()],
  companyId: w.companyId,
});

export class TypeOrmWidgetRepository implements WidgetRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(w: Widget): Promise<void> {
    await insertCompanyRow(this.manager, widgetInsert(w));
  }

  async createWithin(w: Widget, max: number): Promise<boolean> {
    return insertCompanyRowWithin(this.manager, widgetInsert(w), max);
  }

  async list(companyId: string): Promise<Widget[]> {
    const rows = await queryRows<unknown>(this.manager, `SELECT ${WIDGET_COLUMNS} FROM widgets WHERE company_id = $1 ORDER BY created_at DESC, id DESC`, [companyId]);
    return rows.map(decodeWidget);
  }

  async find(companyId: string, widgetId: string): Promise<Widget | null> {
    if (!isUuid(widgetId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${WIDGET_COLUMNS} FROM widgets WHERE company_id = $1 AND id = $2`, [companyId, widgetId]);
    return row ? decodeWidget(row) : null;
  }

  async update(companyId: string, widgetId: string, changes: WidgetChanges, now: Date): Promise<Widget | null> {
    if (!isUuid(widgetId)) return null;
    const sets = ['updated_at = $3::timestamptz'];
    const values: unknown[] = [companyId, widgetId, now.toISOString()];
    for (const [field, target] of Object.entries(COLUMNS) as [keyof WidgetChanges, string][]) {
      if (changes[field] === undefined) continue;
      values.push(changes[field]);
      const [column, cast] = target.split('::');
      sets.push(`${column} = $${values.length}${cast ? `::${cast}` : ''}`);
    }
    const [row] = await queryRows<unknown>(this.manager, `UPDATE widgets SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2 RETURNING ${WIDGET_COLUMNS}`, values);
    return row ? decodeWidget(row) : null;
  }

  /** Through the GIN index on `allowed_origins`: a browser's preflight costs one index probe. */
  async anyAllowsOrigin(origin: string): Promise<boolean> {
    const [row] = await queryRows<{ allowed: boolean }>(this.manager, 'SELECT EXISTS (SELECT 1 FROM widgets WHERE allowed_origins @> ARRAY[$1::text]) AS allowed', [origin]);
    return row.allowed;
  }
}
