import type { Widget, WidgetLanguage } from '@gig/domain';

/** A widget's configuration as the API returns it. */
export interface WidgetJson {
  readonly widget_id: string;
  readonly name: string;
  readonly platforms: readonly string[];
  readonly countries: readonly string[];
  readonly allowed_origins: readonly string[];
  readonly redirect_url: string | null;
  readonly language: WidgetLanguage;
  readonly primary_color: string;
  readonly logo_url: string | null;
  readonly consent_version: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface WidgetListJson {
  readonly widgets: WidgetJson[];
}

export function presentWidget(widget: Widget): WidgetJson {
  return {
    widget_id: widget.id,
    name: widget.name,
    platforms: widget.platforms,
    countries: widget.countries,
    allowed_origins: widget.allowedOrigins,
    redirect_url: widget.redirectUrl,
    language: widget.language,
    primary_color: widget.primaryColor,
    logo_url: widget.logoUrl,
    consent_version: widget.consentVersion,
    created_at: widget.createdAt.toISOString(),
    updated_at: widget.updatedAt.toISOString(),
  };
}
