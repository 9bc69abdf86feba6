import type { ConnectWidget, IdentifierKind, LoginMethod, WidgetLanguage } from '@gig/domain';

export interface ConnectPlatformJson {
  readonly code: string;
  readonly name: string;
  readonly countries: readonly string[];
  readonly identifier_kind: IdentifierKind;
  readonly login_methods: readonly LoginMethod[];
}

/** What the widget page reads to run. */
export interface ConnectWidgetJson {
  readonly widget_id: string;
  readonly name: string;
  readonly company_name: string;
  readonly language: WidgetLanguage;
  readonly primary_color: string;
  readonly logo_url: string | null;
  readonly consent_version: string;
  readonly allowed_origins: readonly string[];
  readonly redirect_url: string | null;
  readonly is_sandbox: boolean;
  readonly platforms: readonly ConnectPlatformJson[];
}

export function presentConnectWidget({ widget, companyName, isSandbox, platforms }: ConnectWidget): ConnectWidgetJson {
  return {
    widget_id: widget.id,
    name: widget.name,
    company_name: companyName,
    language: widget.language,
    primary_color: widget.primaryColor,
    logo_url: widget.logoUrl,
    consent_version: widget.consentVersion,
    allowed_origins: widget.allowedOrigins,
    redirect_url: widget.redirectUrl,
    is_sandbox: isSandbox,
    platforms: platforms.map((p) => ({ code: p.code, name: p.name, countries: p.countries, identifier_kind: p.identifierKind, login_methods: p.loginMethods })),
  };
}
