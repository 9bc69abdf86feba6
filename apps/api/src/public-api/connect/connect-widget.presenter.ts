import type { ConnectPlatform, ConnectWidget, WidgetLanguage } from '@gig/domain';
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
    logo_url: widget.logoUrl,
    consent_version: widget.consentVersion,
    allowed_origins: widget.allowedOrigins,
    redirect_url: widget.redirectUrl,
    is_sandbox: isSandbox,
    platforms: platforms.map(presentPlatform),
  };
}
