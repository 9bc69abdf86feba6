import { assertAccess, Principal } from '../auth/principal';
import type { WidgetRepository } from '../ports/widget-repository.port';
import type { Widget } from './widget';

/** The company's widgets, newest first. */
export class ListWidgets {
  constructor(private readonly widgets: Pick<WidgetRepository, 'list'>) {}

  async execute(principal: Principal): Promise<Widget[]> {
    assertAccess(principal, 'manage');
    return this.widgets.list(principal.company.id);
  }
}
