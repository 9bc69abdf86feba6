import type { Company } from '../companies/company';
import type { Principal } from '../auth/principal';
import { PlatformRegistry } from '../platforms/platform-registry';
import type { Platform } from '../platforms/platform';
import type { WidgetRepository } from '../ports/widget.repository';
import type { Widget, WidgetChanges } from './widget';

const platform = (code: string, countries: string[], overrides: Partial<Platform> = {}): Platform => ({
  code, name: code.toUpperCase(), family: 'test', protocol: 'gig', countries, identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 30, ...overrides,
});

export const REGISTRY = new PlatformRegistry([
  platform('uber', ['mx', 'co', 'br']),
  platform('cabify', ['mx', 'co'], { loginMethods: ['password'] }),
  platform('imss', ['mx'], { protocol: 'institute', identifierKind: 'curp', loginMethods: [] }),
]);

export const clock = { now: () => new Date('2026-11-01T10:00:00.000Z') };

export function principalOf(keyKind: Principal['keyKind'], company: Partial<Company> = {}): Principal {
  return { company: { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0), ...company }, keyId: 'key-1', keyKind };
}

/** Widgets in a map, each company seeing only its own. */
export function widgetRepository(): WidgetRepository & { rows: Map<string, Widget> } {
  const rows = new Map<string, Widget>();
  return {
    rows,
    create: async (widget) => void rows.set(widget.id, widget),
    createWithin: async (widget, max) => [...rows.values()].filter((w) => w.companyId === widget.companyId).length < max && Boolean(rows.set(widget.id, widget)),
    list: async (companyId) => [...rows.values()].filter((w) => w.companyId === companyId).reverse(),
    find: async (companyId, id) => (rows.get(id)?.companyId === companyId ? (rows.get(id) as Widget) : null),
    update: async (companyId: string, id: string, changes: WidgetChanges, now: Date) => {
      const found = rows.get(id);
      if (found?.companyId !== companyId) return null;
      const updated = { ...found, ...changes, updatedAt: now };
      rows.set(id, updated);
      return updated;
    },
    anyAllowsOrigin: async (origin) => [...rows.values()].some((widget) => widget.allowedOrigins.includes(origin)),
  };
}
