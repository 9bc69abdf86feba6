import type { Country, PlatformCode, Widget, WidgetInput } from '../api/console-schemas';

/** The widget form's text fields as typed. */
export interface WidgetDraft {
  readonly name: string;
  readonly platforms: readonly string[];
  readonly countries: readonly string[];
  readonly allowedOrigins: string;
  readonly redirectUrl: string;
  readonly language: 'es' | 'en';
  readonly primaryColor: string;
  readonly logoUrl: string;
  readonly consentVersion: string;
}

export const EMPTY_WIDGET: WidgetDraft = {
  name: '',
  platforms: [],
  countries: [],
  allowedOrigins: '',
  redirectUrl: '',
  language: 'es',
  primaryColor: '#1a56db',
  logoUrl: '',
  consentVersion: '2026-11',
};

export const draftOf = (widget: Widget): WidgetDraft => ({
  name: widget.name,
  platforms: widget.platforms,
  countries: widget.countries,
  allowedOrigins: widget.allowed_origins.join('\n'),
  redirectUrl: widget.redirect_url ?? '',
  language: widget.language,
  primaryColor: widget.primary_color,
  logoUrl: widget.logo_url ?? '',
  consentVersion: widget.consent_version,
});

/** The public create/update body; no platforms or countries ticked: left out (the API's default, all). */
export function widgetInputOf(draft: WidgetDraft): WidgetInput {
  return {
    name: draft.name.trim(),
    ...(draft.platforms.length > 0 ? { platforms: draft.platforms as PlatformCode[] } : {}),
    ...(draft.countries.length > 0 ? { countries: draft.countries as Country[] } : {}),
    allowed_origins: draft.allowedOrigins.split(/[\s,]+/).filter(Boolean),
    redirect_url: draft.redirectUrl.trim() || null,
    language: draft.language,
    primary_color: draft.primaryColor.trim(),
    logo_url: draft.logoUrl.trim() || null,
    consent_version: draft.consentVersion.trim(),
  };
}

/** The widget page's address for a preview: `/connect?public_key=…&widget_id=…`. */
export function previewUrl(origin: string, publicKey: string, widgetId: string): string {
  const params = new URLSearchParams({ public_key: publicKey.trim(), widget_id: widgetId });
  return `${origin}/connect?${params.toString()}`;
}
