import { listenerDelayMs } from './graceful-shutdown';

describe('the listener delay of a shutdown', () => {
  it('keeps SHUTDOWN_DELAY_MS for an orchestrator’s SIGTERM, so that the balancer sees the failing readiness first', () => {
    expect(listenerDelayMs('SIGTERM', 5_000)).toBe(5_000);
  });

  it('closes at once on Ctrl-C (SIGINT): no balancer stands before a server stopped at its terminal', () => {
    expect(listenerDelayMs('SIGINT', 5_000)).toBe(0);
  });
});
