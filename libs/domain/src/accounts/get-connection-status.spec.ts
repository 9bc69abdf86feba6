import { accountStatus } from './account-lifecycle';
import { aPrincipal } from '@gig/testing';
import { accountStore, MINE } from './account.spec-setup';
import { GetConnectionStatus } from './get-connection-status';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const principal = (keyKind: 'private' | 'public', companyId = MINE.id, writeEnabled = true) => aPrincipal(keyKind, { id: companyId, readEnabled: false, writeEnabled });
const { repos } = accountStore([
  { id: ID, platform: 'uber', identifier: 'ana@example.com', status: accountStatus.incomplete, statusDetails: 'invalid_otp', warning: null, nextStep: 'otp' },
]);
const status = new GetConnectionStatus(repos.accounts);

describe('GetConnectionStatus', () => {
  it('shows a public key its company’s connection status and nothing else, even without read access', async () => {
    await expect(status.execute(principal('public'), ID.toUpperCase())).resolves.toEqual({
      id: ID, userId: 'user-1', platform: 'uber', status: accountStatus.incomplete, statusDetails: 'invalid_otp', warning: null, nextStep: 'otp',
    });
  });

  it('hides another company’s or an unknown account, and needs account creation enabled', async () => {
    for (const [who, id] of [[principal('public', 'company-2'), ID], [principal('private'), 'nope']] as const) {
      await expect(status.execute(who, id)).rejects.toMatchObject({ code: 'not_found_error' });
    }
    await expect(status.execute(principal('public', 'company-1', false), ID)).rejects.toMatchObject({ code: 'write_permissions_disabled' });
  });
});
