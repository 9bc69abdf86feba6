import { Widget, WIDGET_LANGUAGES } from '@gig/domain';
import { MalformedRowError, RowReader } from './row-reader';

export const WIDGET_COLUMNS = `id::text AS id, company_id::text AS company_id, name, platforms, countries, allowed_origins, redirect_url, language,
  primary_color, logo_url, consent_version, created_at, updated_at`;

export function decodeWidget(value: unknown): Widget {
  const row = RowReader.of(value, 'widget');
  return {
    id: row.text('id'),
    companyId: row.text('company_id'),
    name: row.text('name'),
    platforms: texts(value, 'platforms'),
    countries: texts(value, 'countries'),
    allowedOrigins: texts(value, 'allowed_origins'),
    redirectUrl: row.nullableText('redirect_url'),
    language: row.oneOf('language', WIDGET_LANGUAGES),
    primaryColor: row.text('primary_color'),
    logoUrl: row.nullableText('logo_url'),
    consentVersion: row.text('consent_version'),
    createdAt: row.instant('created_at'),
    updatedAt: row.instant('updated_at'),
  };
}

function texts(value: unknown, key: string): string[] {
  const list = (value as Record<string, unknown>)[key];
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) throw new MalformedRowError(`widget.${key}`, 'a list of strings');
  return list;
}
