import { Consent, WIDGET_LANGUAGES } from '@gig/domain';
import { RowReader } from './row-reader';

export const CONSENT_COLUMNS = `id::text AS id, company_id::text AS company_id, user_id::text AS user_id, widget_id::text AS widget_id, ip_address,
  consented_at, consent_method, version, language, device, created_at`;

export function decodeConsent(value: unknown): Consent {
  const row = RowReader.of(value, 'consent');
  return {
    id: row.text('id'),
    companyId: row.text('company_id'),
    userId: row.text('user_id'),
    widgetId: row.nullableText('widget_id'),
    ipAddress: row.text('ip_address'),
    consentedAt: row.instant('consented_at'),
    method: row.text('consent_method'),
    version: row.text('version'),
    language: row.oneOf('language', WIDGET_LANGUAGES),
    device: row.text('device'),
    createdAt: row.instant('created_at'),
  };
}
