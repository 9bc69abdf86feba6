import { Consent, WIDGET_LANGUAGES } from '@gig/domain';
import { companyRecordFields, instant, nullableText, oneOf, rowDecoder, storedAs, text } from './row-decoder';

export const CONSENT_COLUMNS = `id::text AS id, company_id::text AS company_id, user_id::text AS user_id, widget_id::text AS widget_id, ip_address,
  consented_at, consent_method, version, language, device, created_at`;

export const decodeConsent = rowDecoder<Consent>('consent', {
  ...companyRecordFields,
  userId: text,
  widgetId: nullableText,
  ipAddress: text,
  consentedAt: instant,
  method: storedAs('consent_method', text),
  version: text,
  language: oneOf(WIDGET_LANGUAGES),
  device: text,
  createdAt: instant,
});
