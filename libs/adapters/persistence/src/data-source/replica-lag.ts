/** A WAL position as PostgreSQL prints it (`16/B374D848`), as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (low === undefined || !/^[0-9A-F]{1,8}$/i.test(high) || !/^[0-9A-F]{1,8}$/i.test(low)) throw new Error(`Not a WAL position: "${lsn}"`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

interface Sample {
  readonly at: number;
  readonly lsn: bigint;
}

/**
 * How far behind the primary a replica is, in time, from WAL positions alone. Each probe first notes the
 * primary's `pg_current_wal_lsn()` and when; a replica that has replayed up to L holds every transaction
 * the primary had committed when it was at a position ≤ L, so it is current as of the latest such note:
 * its lag is the time since then. An idle primary keeps its position and its replicas stay current (where
 * `now() - pg_last_xact_replay_timestamp()` would grow without bound); a replica whose replay is paused
 * or slow falls behind the notes taken since, by the time they span.
 */
export class ReplicaLagClock {
  private samples: Sample[] = [];

  /** `windowMs`: how long notes are kept; a replica behind every note kept is at least that far behind. */
  constructor(private readonly windowMs: number) {}

  /** The primary was at `lsn` at `at` (ms since the epoch); notes must come in time order. */
  primaryAt(lsn: bigint, at: number): void {
    this.samples.push({ at, lsn });
    const oldest = at - this.windowMs;
    let drop = 0;
    // Keep one note at or before the window's start: it bounds the lag of a replica behind all later ones.
    while (drop + 1 < this.samples.length && this.samples[drop + 1].at <= oldest) drop++;
    if (drop > 0) this.samples = this.samples.slice(drop);
  }

  /** The lag in ms of a replica that has replayed up to `replayed`, at `now`; null before the primary's first note. */
  lagMs(replayed: bigint, now: number): number | null {
    if (this.samples.length === 0) return null;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      if (this.samples[i].lsn <= replayed) return Math.max(0, now - this.samples[i].at);
    }
    // Behind every note kept: at least as far behind as the oldest.
    return Math.max(this.windowMs, now - this.samples[0].at);
  }
}
