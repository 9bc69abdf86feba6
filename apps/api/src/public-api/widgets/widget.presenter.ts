import type { Widget } from '@gig/domain';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';

/** What the wire only renames: all of a widget but its id, its company and its dates. */
type WidgetSettings = Omit<Widget, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** A widget's configuration as the API returns it. */
export type WidgetJson = { readonly widget_id: string } & SnakeCased<WidgetSettings> & { readonly created_at: string; readonly updated_at: string };

export interface WidgetListJson {
  readonly widgets: WidgetJson[];
}

const presentSettings = snakeCased<WidgetSettings>()([
  'name', 'platforms', 'countries', 'allowedOrigins', 'redirectUrl', 'language', 'primaryColor', 'logoUrl', 'consentVersion',
]);

export function presentWidget(widget: Widget): WidgetJson {
  return { widget_id: widget.id, ...presentSettings(widget), created_at: widget.createdAt.toISOString(), updated_at: widget.updatedAt.toISOString() };
}
