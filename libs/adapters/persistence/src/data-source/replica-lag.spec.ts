import { parseLsn, ReplicaLagClock } from './replica-lag';

describe('parseLsn', () => {
  it('reads PostgreSQL\'s high/low hexadecimal halves as one byte position', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe(0x16n * 2n ** 32n + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('B374D848')).toThrow(/Not a WAL position/);
  });
});

describe('ReplicaLagClock', () => {
  it('knows nothing before the primary\'s first position', () => {
    expect(new ReplicaLagClock(5_000).lagMs(10n, 1_000)).toBeNull();
  });

  it('keeps a replica of an idle primary current, however long nothing is written', () => {
    const clock = new ReplicaLagClock(5_000);
    for (let at = 0; at <= 60_000; at += 1_000) clock.primaryAt(100n, at);
    expect(clock.lagMs(100n, 60_010)).toBe(10);
  });

  it('measures a replica that stopped replaying from the last position it had reached', () => {
    const clock = new ReplicaLagClock(5_000);
    clock.primaryAt(100n, 0);
    clock.primaryAt(100n, 1_000);
    clock.primaryAt(180n, 2_000);
    clock.primaryAt(260n, 3_000);
    expect(clock.lagMs(100n, 3_020)).toBe(2_020);
    expect(clock.lagMs(180n, 3_020)).toBe(1_020);
    expect(clock.lagMs(300n, 3_020)).toBe(20);
  });

  it('calls a replica behind every position kept at least the window behind', () => {
    const clock = new ReplicaLagClock(2_000);
    for (let at = 0; at <= 10_000; at += 1_000) clock.primaryAt(BigInt(at + 1), at);
    expect(clock.lagMs(0n, 10_000)).toBe(2_000);
    expect(clock.lagMs(8_001n, 10_000)).toBe(2_000);
    expect(clock.lagMs(7_001n, 10_000)).toBe(2_000);
  });
});
