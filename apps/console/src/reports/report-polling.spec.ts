import type { Report } from '../api/console-schemas';
import { pollReport } from './report-polling';

const withStatus = (status: Report['status']) => ({ report_id: 'r1', status }) as Report;
const noWait = () => Promise.resolve();

describe('pollReport', () => {
  it('reads until the report leaves generating, waiting the interval before each read', async () => {
    const answers = [withStatus('generating'), withStatus('generating'), withStatus('ready')];
    const waits: number[] = [];
    const seen: string[] = [];
    const last = await pollReport(async () => answers.shift() ?? withStatus('failed'), { intervalMs: 1000, wait: async (ms) => void waits.push(ms), onRead: (r) => seen.push(r.status) });
    expect(last?.status).toBe('ready');
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(seen).toEqual(['generating', 'generating', 'ready']);
  });

  it('stops at a failed report too', async () => {
    await expect(pollReport(async () => withStatus('failed'), { wait: noWait })).resolves.toMatchObject({ status: 'failed' });
  });

  it('gives up after maxReads with the report still generating', async () => {
    const read = jest.fn(async () => withStatus('generating'));
    await expect(pollReport(read, { wait: noWait, maxReads: 3 })).resolves.toMatchObject({ status: 'generating' });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads nothing more once the page is gone', async () => {
    const read = jest.fn(async () => withStatus('generating'));
    await expect(pollReport(read, { wait: noWait, live: () => read.mock.calls.length < 2 })).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('lets a failed read reach the caller', async () => {
    await expect(pollReport(() => Promise.reject(new Error('gone')), { wait: noWait })).rejects.toThrow('gone');
  });
});
