import { presentImportedUsers } from './imported-users.presenter';

describe('presentImportedUsers', () => {
  it('prints each user with its accounts, fields in the order the CLI always printed them', () => {
    const imported = { users: [{ externalId: 'w1', userId: 'u-1', accounts: [{ platform: 'uber', identifier: 'a@example.com', accountId: 'a-1' }] }] };
    expect(JSON.stringify(presentImportedUsers(imported))).toBe(
      '{"users":[{"external_id":"w1","user_id":"u-1","accounts":[{"platform":"uber","identifier":"a@example.com","account_id":"a-1"}]}]}',
    );
  });
});
