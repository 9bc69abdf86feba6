import type { Principal } from '../auth/principal';
import type { Account } from './account';
import { GetConnectionStatus } from './get-connection-status';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const ACCOUNT = {
  id: ID, companyId: 'company-1', userId: 'user-1', platform: 'uber', country: 'mx', identifier: 'ana@example.com', status: 'incomplete',
  statusDetails: 'invalid_otp', warning: null, nextStep: 'otp',
} as Account;
const principal = (keyKind: Principal['keyKind'], companyId = 'company-1', writeEnabled = true): Principal => ({
  company: { id: companyId, name: 'Acme', environment: 'sandbox', readEnabled: false, writeEnabled, createdAt: new Date(0) }, keyId: 'k', keyKind,
});
const status = new GetConnectionStatus({ findById: async (companyId, accountId) => (companyId === ACCOUNT.companyId && accountId === ID ? ACCOUNT : null) });

describe('GetConnectionStatus', () => {
  it('shows a public key its company’s connection status and nothing else, even without read access', async () => {
    await expect(status.execute(principal('public'), ID.toUpperCase())).resolves.toEqual({
      id: ID, userId: 'user-1', platform: 'uber', status: 'incomplete', statusDetails: 'invalid_otp', warning: null, nextStep: 'otp',
    });
  });

  it('hides another company’s or an unknown account, and needs account creation enabled', async () => {
    for (const [who, id] of [[principal('public', 'company-2'), ID], [principal('private'), 'nope']] as const) {
      await expect(status.execute(who, id)).rejects.toMatchObject({ code: 'not_found_error' });
    }
    await expect(status.execute(principal('public', 'company-1', false), ID)).rejects.toMatchObject({ code: 'write_permissions_disabled' });
  });
});
