import { assertAccess, Principal } from '../auth/principal';
import { findCompanyWidget, WidgetFinder } from './company-widget';
import type { Widget } from './widget';

/** One widget's configuration, for its company's backend. */
export class GetWidget {
  constructor(private readonly widgets: WidgetFinder) {}

  async execute(principal: Principal, widgetId: string): Promise<Widget> {
    assertAccess(principal, 'manage');
    return findCompanyWidget(this.widgets, principal.company.id, widgetId);
  }
}
