import { assertAccess, Principal } from '../auth/principal';
import { findCompanyWidget, widgetNotFound } from './company-widget';
import type { WidgetDeps } from './create-widget';
import type { Widget } from './widget';
import { readWidgetInput, WidgetInput } from './widget-input';

/** Changes the fields given (PUT takes any subset) and keeps the others. */
export class UpdateWidget {
  constructor(private readonly deps: WidgetDeps) {}

  async execute(principal: Principal, widgetId: string, input: WidgetInput): Promise<Widget> {
    assertAccess(principal, 'manage');
    const companyId = principal.company.id;
    const found = await findCompanyWidget(this.deps.widgets, companyId, widgetId);
    const changes = readWidgetInput(input, this.deps.platforms, found);
    const updated = await this.deps.widgets.update(companyId, found.id, changes, this.deps.clock.now());
    if (!updated) throw widgetNotFound();
    return updated;
  }
}
