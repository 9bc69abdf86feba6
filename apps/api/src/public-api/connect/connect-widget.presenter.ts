import { isShownLogo, type ConnectPlatform, type ConnectWidget, type WidgetLanguage } from '@gig/domain';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';

export type ConnectPlatformJson = SnakeCased<ConnectPlatform>;

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

const presentPlatform = snakeCased<ConnectPlatform>()(['code', 'name', 'countries', 'identifierKind', 'loginMethods']);

export function presentConnectWidget({ widget, companyName, isSandbox, platforms }: ConnectWidget): ConnectWidgetJson {
  return {
    widget_id: widget.id,
    name: widget.name,
    company_name: companyName,
    language: widget.language,
    primary_color: widget.primaryColor,
    // A logo stored before the origin rule is shown only if it keeps it (the page's CSP would block it anyway).
    logo_url: widget.logoUrl !== null && isShownLogo(widget.logoUrl, widget.allowedOrigins) ? widget.logoUrl : null,
    consent_version: widget.consentVersion,
    allowed_origins: widget.allowedOrigins,
    redirect_url: widget.redirectUrl,
    is_sandbox: isSandbox,
    platforms: platforms.map(presentPlatform),
  };
}
