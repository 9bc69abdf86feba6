import { findTarget, type SearchLookups } from './find-target';

const none: SearchLookups = { userByExternalId: async () => null, account: async () => null, report: async () => null };

describe('findTarget', () => {
  it('opens the user of an external id before an account or a report of the same text', async () => {
    const lookups: SearchLookups = { userByExternalId: async () => ({ user_id: 'u 1' }), account: async () => ({ account_id: 'a1' }), report: async () => ({ report_id: 'r1', user_id: 'u2' }) };
    expect(await findTarget(' worker-7 ', lookups)).toEqual({ kind: 'user', path: '/console/users/u%201' });
  });

  it('opens an account by id', async () => {
    expect(await findTarget('a1', { ...none, account: async (id) => ({ account_id: id }) })).toEqual({ kind: 'account', path: '/console/accounts/a1' });
  });

  it("opens a report on its user page", async () => {
    expect(await findTarget('r1', { ...none, report: async (id) => ({ report_id: id, user_id: 'u2' }) })).toEqual({ kind: 'report', path: '/console/users/u2' });
  });

  it('finds nothing when every read answers nothing, and asks nothing for blank text', async () => {
    expect(await findTarget('zzz', none)).toBeNull();
    const asked: string[] = [];
    expect(await findTarget('  ', { ...none, account: async (id) => (asked.push(id), null) })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('throws a failed read only when no other read found anything', async () => {
    const down = new Error('network');
    expect(await findTarget('a1', { ...none, userByExternalId: () => Promise.reject(down), account: async (id) => ({ account_id: id }) })).toEqual({ kind: 'account', path: '/console/accounts/a1' });
    await expect(findTarget('a1', { ...none, userByExternalId: () => Promise.reject(down) })).rejects.toBe(down);
  });
});
