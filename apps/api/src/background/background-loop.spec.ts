import { Logger } from '@nestjs/common';
import { DomainError } from '@gig/domain';
import { BackgroundLoop, type BackgroundTask } from './background-loop';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `holds` to turn true (a busy machine delays timers), failing after a few seconds. */
async function until(holds: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !holds(); await pause(5)) if (Date.now() > deadline) throw new Error('never held');
}

/** A task whose ticks are counted and, when `hold` is set, end only when released. */
function recordingTask(intervalMs = 60_000) {
  const ticks: number[] = [];
  let release: (() => void) | null = null;
  const state = { hold: false, fail: null as unknown, stoppedSeen: [] as boolean[] };
  const task: BackgroundTask = {
    name: 'test',
    label: 'Test loop', context: 'Test',
    intervalMs,
    tick: async (loop) => {
      ticks.push(Date.now());
      if (state.hold) await new Promise<void>((resolve) => (release = resolve));
      state.stoppedSeen.push(loop.stopped);
      if (state.fail) throw state.fail;
    },
  };
  return { task, ticks, state, release: () => release?.() };
}

/** Starts `loop` and stops it while its work is held, then releases the hold: whether the stop had ended before the release, and after it. */
async function stopWhileHeld(loop: BackgroundLoop, release: () => void) {
  loop.start();
  await pause(10);
  let stopped = false;
  const stopping = loop.stop().then(() => (stopped = true));
  await pause(10);
  const beforeRelease = stopped;
  release();
  await stopping;
  return { beforeRelease, afterRelease: stopped };
}

describe('BackgroundLoop', () => {
  let errors: string[];
  let warnings: string[];

  beforeEach(() => {
    errors = [];
    warnings = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: string) => void errors.push(message));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: string) => void warnings.push(message));
  });
  afterEach(() => jest.restoreAllMocks());

  // Jest's fake timers where a test counts ticks at given times: on a loaded machine a real 5 ms pause took longer than 10.
  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('ticks after the first delay, then every interval', async () => {
      const t = recordingTask(20);
      const loop = new BackgroundLoop(t.task);
      loop.start(10);
      await jest.advanceTimersByTimeAsync(9);
      expect(t.ticks).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1 + 20 + 20);
      expect(t.ticks.map((at) => at - t.ticks[0])).toEqual([0, 20, 40]);
      await loop.stop();
    });

    it('coalesces the wakes that come while a tick runs into one more tick right after it', async () => {
      const t = recordingTask();
      t.state.hold = true;
      const loop = new BackgroundLoop(t.task);
      loop.start();
      await jest.advanceTimersByTimeAsync(10);
      for (let i = 0; i < 5; i++) loop.wake();
      t.state.hold = false;
      t.release();
      await jest.advanceTimersByTimeAsync(30);
      expect(t.ticks).toHaveLength(2);
      await loop.stop();
    });

    it('brings a waiting tick forward on a wake, never back', async () => {
      const t = recordingTask(60_000);
      const loop = new BackgroundLoop(t.task);
      loop.start(10);
      loop.wake(60_000);
      await jest.advanceTimersByTimeAsync(10);
      expect(t.ticks).toHaveLength(1);
      loop.wake(5);
      await jest.advanceTimersByTimeAsync(4);
      expect(t.ticks).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(t.ticks).toHaveLength(2);
      await loop.stop();
    });
  });

  it('stop waits for the running tick, which sees it, and no tick starts after', async () => {
    const t = recordingTask(1);
    t.state.hold = true;
    const loop = new BackgroundLoop(t.task);
    expect(await stopWhileHeld(loop, t.release)).toEqual({ beforeRelease: false, afterRelease: true });
    loop.wake();
    loop.start();
    await pause(20);
    expect([t.ticks.length, t.state.stoppedSeen]).toEqual([1, [true]]);
  });

  it('drain waits for the work a tick left under way', async () => {
    let settle!: () => void;
    const underWay = new Promise<void>((resolve) => (settle = resolve));
    const loop = new BackgroundLoop({ name: 'test', label: 'Test loop', context: 'Test', intervalMs: 60_000, tick: async () => undefined, inFlight: () => underWay });
    expect(await stopWhileHeld(loop, settle)).toEqual({ beforeRelease: false, afterRelease: true });
  });

  it('reports an error of a tick, tells the metrics hooks, and goes on ticking', async () => {
    const t = recordingTask(10);
    t.state.fail = new Error('boom');
    const ended: [string, string][] = [];
    const loop = new BackgroundLoop(t.task, { tickEnded: (name, outcome, seconds) => void ended.push([name, seconds >= 0 ? outcome : 'negative']) });
    loop.start();
    await until(() => ended.length >= 1);
    t.state.fail = null;
    await until(() => ended.some(([, outcome]) => outcome === 'ok'));
    await loop.stop();
    expect(errors[0]).toMatch(/^Test loop failed: Error: boom/);
    expect(ended[0]).toEqual(['test', 'error']);
    expect(ended).toContainEqual(['test', 'ok']);
  });

  it('reports an unreachable database as a warning', () => {
    new BackgroundLoop(recordingTask().task).report(new DomainError('service_unavailable', 'down'));
    expect([warnings, errors]).toEqual([['Test loop: the database is unreachable; trying again shortly.'], []]);
  });

  it('runs a tick on demand after the running one, never two at once', async () => {
    let inside = 0;
    let most = 0;
    const loop = new BackgroundLoop({ name: 'test', label: 'Test loop', context: 'Test', intervalMs: 60_000, tick: async () => {
      most = Math.max(most, ++inside);
      await pause(10);
      inside--;
    } });
    await Promise.all([loop.tick(), loop.tick(), loop.tick()]);
    await loop.stop();
    expect(most).toBe(1);
  });
});
