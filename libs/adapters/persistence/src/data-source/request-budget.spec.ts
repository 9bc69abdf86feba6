import { currentRequestBudget, outsideRequestBudget, RequestBudget, withinRequestBudget } from './request-budget';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RequestBudget', () => {
  it('counts only the time some wait is under way, and waits side by side once', async () => {
    const budget = new RequestBudget(1_000);
    const first = budget.begin();
    const second = budget.begin();
    expect(first.leftMs).toBe(1_000);
    await pause(100);
    second.end();
    first.end();
    first.end();
    await pause(200);
    const third = budget.begin();
    third.end();
    expect(third.leftMs).toBeLessThanOrEqual(900);
    expect(third.leftMs).toBeGreaterThan(700);
  });

  it("follows a request into what it sets off, and not into work run outside it", async () => {
    const seen = await withinRequestBudget(500, async () => {
      await pause(1);
      const detached = await new Promise<number | null>((resolve) => setTimeout(() => resolve(currentRequestBudget()?.ms ?? null), 1));
      return [currentRequestBudget()?.ms, detached, outsideRequestBudget(() => currentRequestBudget())];
    });
    expect([...seen, currentRequestBudget()]).toEqual([500, 500, null, null]);
  });
});
