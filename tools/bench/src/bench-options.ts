export interface BenchOptions {
  /** A PostgreSQL database the bench may wipe; created when missing. */
  readonly databaseUrl: string;
  readonly users: number;
  readonly days: number;
  /** Users who also get ten years of history, for the long-range timing. */
  readonly longHistoryUsers: number;
  /** Alternating rounds per load, and seconds each contender is loaded in a round. */
  readonly rounds: number;
  readonly roundSeconds: number;
  readonly connections: readonly number[];
  readonly endDate: string;
  /** Another build's `apps/api/src/main.js`, loaded in the same rounds as "service before". */
  readonly compareWith: string | null;
  /** Load the service with rate limits counted (a limit no request reaches) against itself without: the limiter's cost. */
  readonly rateLimits: boolean;
  /** Above 1: the small data set against `users × scale` users in a database of their own (`<name>_x<scale>`), side by side. */
  readonly scale: number;
}

/** Flags: --users N --days N --long-users N --rounds N --round-seconds S --connections 32,1 --end YYYY-MM-DD --compare PATH --rate-limits --scale N; env BENCH_DATABASE_URL. */
export function benchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const flag = (name: string, fallback: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
  };
  const positive = (name: string, fallback: number) => {
    const value = Number(flag(name, String(fallback)));
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
    return value;
  };
  return {
    databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench',
    users: positive('users', 2000),
    days: positive('days', 365),
    longHistoryUsers: positive('long-users', 20),
    rounds: positive('rounds', 5),
    roundSeconds: positive('round-seconds', 6),
    connections: flag('connections', '32,1').split(',').map(Number),
    endDate: flag('end', '2025-12-31'),
    compareWith: flag('compare', '') || null,
    rateLimits: argv.includes('--rate-limits'),
    scale: positive('scale', 1),
  };
}
