import { DomainError } from '../errors/domain-error';
import type { WidgetRepository } from '../ports/widget-repository.port';
import { isUuid } from '../users/user-ref';
import type { Widget } from './widget';

export type WidgetFinder = Pick<WidgetRepository, 'find'>;

export const widgetNotFound = () => new DomainError('not_found_error', 'No widget with that id in your company.');

/** The company's widget with that id; another company's is as absent as a missing one. */
export async function findCompanyWidget(widgets: WidgetFinder, companyId: string, widgetId: string): Promise<Widget> {
  const widget = isUuid(widgetId) ? await widgets.find(companyId, widgetId.toLowerCase()) : null;
  if (!widget) throw widgetNotFound();
  return widget;
}

/**
 * The widget a body names (`widgetId` of a user or a consent): null when none is given; `bad_request`
 * naming the field when it is not a widget of the company.
 */
export async function widgetNamedInBody(widgets: WidgetFinder, companyId: string, widgetId: string | null | undefined): Promise<Widget | null> {
  if (widgetId === undefined || widgetId === null) return null;
  return widgetNamed(widgets, companyId, widgetId);
}

/** The company's widget a client names by `widgetId`; `bad_request` naming the field when there is none. */
export async function widgetNamed(widgets: WidgetFinder, companyId: string, widgetId: string): Promise<Widget> {
  const widget = isUuid(widgetId) ? await widgets.find(companyId, widgetId.toLowerCase()) : null;
  if (widget) return widget;
  const message = 'widgetId must be the id of one of your company’s widgets.';
  throw DomainError.badRequest(message, [{ field: 'widgetId', message }]);
}
