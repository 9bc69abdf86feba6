import { addDays, CalendarDate, DemoConnection } from '@gig/domain';

/** The demo's last day of earnings: its window lies inside the real rates committed in demo-usd-rates.data.ts. */
export const DEMO_LAST_DAY: CalendarDate = '2026-09-28';
/** The window the printed `curl` lines ask for. */
export const DEMO_WINDOW = { start_date: '2026-07-01', end_date: '2026-09-30' } as const;

/** Who `/connect/demo` opens the demo widget for, and as whom its connect token is issued. */
export const DEMO_CONNECTION: DemoConnection = { adminEmail: 'admin@demo.example', widgetName: 'Demo widget', externalId: 'demo-worker-1' };

/** Deterministic pseudo-random numbers, so the demo data is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `days` days of earnings ending on DEMO_LAST_DAY. */
function earnings(seed: number, days: number, currency: string, scale: number, trips: boolean) {
  const random = seeded(seed);
  return Array.from({ length: days }, (_, i) => {
    const count = 4 + Math.floor(random() * 14);
    return {
      earning_date: addDays(DEMO_LAST_DAY, i - days + 1),
      amount: Math.round(count * scale * (0.7 + random() * 0.6)) / 100,
      currency,
      count_trips: trips ? count : null,
    };
  });
}

/** Two workers: one paid in MXN on two platforms, one in MXN and COP (converted to USD). */
export function demoImportDocument() {
  const synced = DEMO_LAST_DAY;
  return {
    users: [
      {
        external_id: 'demo-worker-1',
        accounts: [
          { platform: 'uber', country: 'mx', identifier: 'ana.driver@example.com', last_successful_connection: synced, earnings: earnings(1, 60, 'mxn', 9_500, true) },
          { platform: 'rappi', country: 'mx', identifier: 'ana.rider@example.com', last_successful_connection: synced, earnings: earnings(2, 50, 'mxn', 6_000, true) },
        ],
      },
      {
        external_id: 'demo-worker-2',
        accounts: [
          { platform: 'didi', country: 'mx', identifier: '+525512345678', last_successful_connection: synced, earnings: earnings(3, 50, 'mxn', 8_000, true) },
          { platform: 'rappi', country: 'co', identifier: 'luis@example.com', last_successful_connection: synced, earnings: earnings(4, 50, 'cop', 1_900_000, false) },
        ],
      },
    ],
  };
}
