import type { Widget, WidgetChanges } from '../widgets/widget';

/** A company's connect widgets. Another company's widget is as absent as a missing one. */
export interface WidgetRepository {
  create(widget: Widget): Promise<void>;
  /** Stores it unless its company already has `max` widgets (then false); concurrent calls never get past `max`. */
  createWithin(widget: Widget, max: number): Promise<boolean>;
  /** Newest first. */
  list(companyId: string): Promise<Widget[]>;
  find(companyId: string, widgetId: string): Promise<Widget | null>;
  /** The widget after the change, or null when there is none. */
  update(companyId: string, widgetId: string, changes: WidgetChanges, now: Date): Promise<Widget | null>;
  /** Whether a widget of any company lists this origin (exactly as browsers send it) in its `allowedOrigins`. */
  anyAllowsOrigin(origin: string): Promise<boolean>;
}
