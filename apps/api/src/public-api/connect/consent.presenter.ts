import type { Consent, WidgetLanguage } from '@gig/domain';

/** A recorded consent (Palenca's fields). */
export interface ConsentJson {
  readonly consent_id: string;
  readonly user_id: string;
  readonly widget_id: string | null;
  readonly ip_address: string;
  readonly timestamp: string;
  readonly consent_method: string;
  readonly version: string;
  readonly language: WidgetLanguage;
  readonly device: string;
  readonly created_at: string;
}

export function presentConsent(consent: Consent): ConsentJson {
  return {
    consent_id: consent.id,
    user_id: consent.userId,
    widget_id: consent.widgetId,
    ip_address: consent.ipAddress,
    timestamp: consent.consentedAt.toISOString(),
    consent_method: consent.method,
    version: consent.version,
    language: consent.language,
    device: consent.device,
    created_at: consent.createdAt.toISOString(),
  };
}
