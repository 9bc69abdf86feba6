import { cachedOriginCheck } from './cached-origin-check';

describe('cachedOriginCheck', () => {
  it('asks once per origin within the time, then again', async () => {
    let now = 0;
    const asked: string[] = [];
    const check = cachedOriginCheck(async (origin) => (asked.push(origin), origin === 'https://a.example'), 1_000, () => now);
    expect([await check('https://a.example'), await check('https://a.example'), await check('https://b.example')]).toEqual([true, true, false]);
    expect(asked).toEqual(['https://a.example', 'https://b.example']);
    now = 1_000;
    await check('https://a.example');
    expect(asked).toEqual(['https://a.example', 'https://b.example', 'https://a.example']);
  });

  it('asks every time when the time is 0', async () => {
    let calls = 0;
    const check = cachedOriginCheck(async () => (calls++, true), 0);
    await check('https://a.example');
    await check('https://a.example');
    expect(calls).toBe(2);
  });
});
