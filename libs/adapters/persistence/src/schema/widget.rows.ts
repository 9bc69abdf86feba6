import { Widget, WIDGET_LANGUAGES } from '@gig/domain';
import { companyRecordFields, FieldReader, instant, nullableText, oneOf, rowDecoder, text } from './row-decoder';

export const WIDGET_COLUMNS = `id::text AS id, company_id::text AS company_id, name, platforms, countries, allowed_origins, redirect_url, language,
  primary_color, logo_url, consent_version, created_at, updated_at`;

const texts: FieldReader<string[]> = (row, column) => row.listOf(column, 'a list of strings', (item): item is string => typeof item === 'string');

export const decodeWidget = rowDecoder<Widget>('widget', {
  ...companyRecordFields,
  name: text,
  platforms: texts,
  countries: texts,
  allowedOrigins: texts,
  redirectUrl: nullableText,
  language: oneOf(WIDGET_LANGUAGES),
  primaryColor: text,
  logoUrl: nullableText,
  consentVersion: text,
  createdAt: instant,
  updatedAt: instant,
});
