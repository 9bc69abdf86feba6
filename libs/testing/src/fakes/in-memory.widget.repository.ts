import type { Widget, WidgetChanges, WidgetRepository } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryWidgetRepository implements WidgetRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(widget: Widget) {
    if (this.store.widgets.has(widget.id)) throw new Error(`duplicate widget ${widget.id}`);
    if (!this.store.companies.has(widget.companyId)) throw new Error(`foreign key violation: no company ${widget.companyId}`);
    this.store.widgets.set(widget.id, widget);
  }

  async createWithin(widget: Widget, max: number) {
    const count = [...this.store.widgets.values()].filter((stored) => stored.companyId === widget.companyId).length;
    if (count >= max) return false;
    await this.create(widget);
    return true;
  }

  async list(companyId: string) {
    return [...this.store.widgets.values()]
      .filter((w) => w.companyId === companyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async find(companyId: string, widgetId: string) {
    const widget = this.store.widgets.get(widgetId);
    return widget?.companyId === companyId ? widget : null;
  }

  async update(companyId: string, widgetId: string, changes: WidgetChanges, now: Date) {
    const found = await this.find(companyId, widgetId);
    if (!found) return null;
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated: Widget = { ...found, ...given, updatedAt: now };
    this.store.widgets.set(widgetId, updated);
    return updated;
  }

  async anyAllowsOrigin(origin: string) {
    return [...this.store.widgets.values()].some((widget) => widget.allowedOrigins.includes(origin));
  }
}
