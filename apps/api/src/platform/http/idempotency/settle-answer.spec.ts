import { settleAnswer } from './settle-answer';

const FAST = { firstDelayMs: 5, maxDelayMs: 20, budgetMs: 200 };

describe('settleAnswer', () => {
  it('keeps trying while the store fails, renewing the lease between tries, until the answer is kept', async () => {
    const calls: string[] = [];
    let failures = 3;
    const kept = await settleAnswer(
      async () => {
        calls.push('settle');
        if (failures-- > 0) throw new Error('Connection terminated unexpectedly');
      },
      async () => void calls.push('renew'),
      FAST,
    );
    expect(kept).toBe(true);
    expect(calls).toEqual(['settle', 'renew', 'settle', 'renew', 'settle', 'renew', 'settle']);
  });

  it('gives up after its budget, renewing no more', async () => {
    let tries = 0;
    let renewals = 0;
    const started = Date.now();
    const kept = await settleAnswer(() => Promise.reject(new Error(`down ${++tries}`)), async () => void renewals++, FAST);
    expect(kept).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(tries).toBeGreaterThan(2);
    expect(renewals).toBe(tries - 1);
  });

  it('tries once when the store takes the answer at once', async () => {
    const settle = jest.fn(async () => undefined);
    const renew = jest.fn(async () => undefined);
    expect(await settleAnswer(settle, renew, FAST)).toBe(true);
    expect([settle.mock.calls.length, renew.mock.calls.length]).toEqual([1, 0]);
  });
});
