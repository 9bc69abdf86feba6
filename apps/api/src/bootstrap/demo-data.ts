import { addDays, CalendarDate } from '@gig/domain';

/** Deterministic pseudo-random numbers, so the demo data is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function earnings(seed: number, today: CalendarDate, days: number, currency: string, scale: number, trips: boolean) {
  const random = seeded(seed);
  return Array.from({ length: days }, (_, i) => {
    const count = 4 + Math.floor(random() * 14);
    return {
      earning_date: addDays(today, -days + i),
      amount: Math.round(count * scale * (0.7 + random() * 0.6)) / 100,
      currency,
      count_trips: trips ? count : null,
    };
  });
}

/** Two workers: one paid in MXN on two platforms, one in MXN and COP (converted to USD). */
export function demoImportDocument(today: CalendarDate) {
  const yesterday = addDays(today, -1);
  return {
    users: [
      {
        external_id: 'demo-worker-1',
        accounts: [
          { platform: 'uber', country: 'mx', identifier: 'ana.driver@example.com', last_successful_connection: yesterday, earnings: earnings(1, today, 60, 'mxn', 9_500, true) },
          { platform: 'rappi', country: 'mx', identifier: 'ana.rider@example.com', last_successful_connection: yesterday, earnings: earnings(2, today, 50, 'mxn', 6_000, true) },
        ],
      },
      {
        external_id: 'demo-worker-2',
        accounts: [
          { platform: 'didi', country: 'mx', identifier: '+525512345678', last_successful_connection: yesterday, earnings: earnings(3, today, 50, 'mxn', 8_000, true) },
          { platform: 'rappi', country: 'co', identifier: 'luis@example.com', last_successful_connection: yesterday, earnings: earnings(4, today, 50, 'cop', 1_900_000, false) },
        ],
      },
    ],
  };
}
