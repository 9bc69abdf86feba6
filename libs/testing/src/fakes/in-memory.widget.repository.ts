import type { Widget, WidgetChanges, WidgetRepository } from '@gig/domain';
import { createWithin, findOwned, givenFields, insertNew, newestFirst, recordsOf } from './company-records';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryWidgetRepository implements WidgetRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(widget: Widget) {
    if (!this.store.companies.has(widget.companyId)) throw new Error(`foreign key violation: no company ${widget.companyId}`);
    insertNew(this.store.widgets, widget, 'widget');
  }

  async createWithin(widget: Widget, max: number) {
    return createWithin(this.store.widgets, widget, max, (w) => this.create(w));
  }

  async list(companyId: string) {
    return recordsOf(this.store.widgets, companyId).sort(newestFirst);
  }

  async find(companyId: string, widgetId: string) {
    return findOwned(this.store.widgets, companyId, widgetId);
  }

  async update(companyId: string, widgetId: string, changes: WidgetChanges, now: Date) {
    const found = await this.find(companyId, widgetId);
    if (!found) return null;
    const updated: Widget = { ...found, ...givenFields(changes), updatedAt: now };
    this.store.widgets.set(widgetId, updated);
    return updated;
  }

  async anyAllowsOrigin(origin: string) {
    return [...this.store.widgets.values()].some((widget) => widget.allowedOrigins.includes(origin));
  }
}
