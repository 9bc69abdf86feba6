import { accountStatus } from './account-lifecycle';
import { aPrincipal } from '@gig/testing';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import { testRegistry } from '../platforms/test-platforms.fixture';
import type { PlatformConnector } from '../ports/platform-connector.port';
import { accountStore, loginStateOf } from './account.spec-setup';
import { ValidateAccount, ValidateAccountInput } from './validate-account';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const unused = () => Promise.reject(new Error('not used by this use case'));

/** ValidateAccount over the in-memory fakes, with one pending account and a platform that answers as told. */
function setup(platform: string, failWith?: ErrorCode, stall = false) {
  const { store, repos, unitOfWork, clock } = accountStore([
    { id: ID, platform, identifier: 'ana@example.com', status: 'pending', nextStep: platform === 'imss' ? null : 'otp', createdAt: new Date(0), updatedAt: new Date(0) },
  ]);
  let verifyCalls = 0;
  let release = () => undefined as void;
  const platformAnswers = new Promise<void>((resolve) => (release = resolve));
  const connector: PlatformConnector = {
    startLogin: unused,
    verify: async () => {
      verifyCalls++;
      if (stall) await platformAnswers;
      if (failWith) throw new DomainError(failWith);
      return { nextStep: null, session: null };
    },
    retrieve: unused,
    refresh: unused,
  };
  const useCase = new ValidateAccount({
    accounts: repos.accounts,
    users: repos.users,
    platforms: testRegistry(),
    connectors: { connectorFor: () => connector },
    loginLimits: repos.loginLimits,
    secrets: { seal: (text) => text, open: (text) => text, sealBytes: (bytes) => bytes, openBytes: (bytes) => bytes },
    unitOfWork,
    clock,
  });
  const stored = () => {
    const account = store.accounts.get(ID);
    if (!account) throw new Error('the account is gone');
    return account;
  };
  return {
    /** The account's login state as stored, and whether a login call still holds it. */
    state: () => ({ ...loginStateOf(stored()), claimed: store.loginClaims.has(ID) }),
    updatedAt: () => stored().updatedAt,
    events: () => [...store.webhookEvents.values()],
    retrievals: () => [...store.jobs.values()].filter((job) => job.kind === 'retrieve_account_data' && job.subjectId === ID).length,
    release,
    verifyCalls: () => verifyCalls,
    validate: (input: ValidateAccountInput) => useCase.execute(aPrincipal('private'), ID, input),
  };
}

describe('ValidateAccount', () => {
  it('leaves an account in error with no next step', async () => {
    const { state, events, validate } = setup('uber', 'service_unavailable');
    await expect(validate({ otpCode: '9995' })).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(state()).toEqual({ status: 'error', statusDetails: 'service_unavailable', warning: null, nextStep: null, claimed: false });
    expect(events()).toEqual([expect.objectContaining({ action: 'login.error', accountId: ID, externalId: 'worker-1', status: 'error', statusDetails: 'service_unavailable' })]);
  });

  it('leaves an incomplete account with the step to send again', async () => {
    const { state, events, validate } = setup('uber', 'invalid_otp');
    await expect(validate({ otpCode: '9993' })).rejects.toMatchObject({ code: 'invalid_otp' });
    expect(state()).toEqual({ status: accountStatus.incomplete, statusDetails: 'invalid_otp', warning: null, nextStep: 'otp', claimed: false });
    expect(events()).toEqual([expect.objectContaining({ action: 'login.incomplete', status: accountStatus.incomplete, statusDetails: 'invalid_otp' })]);
  });

  it('lets one of two simultaneous validations reach the platform; the other answers login_in_process', async () => {
    const { state, validate, release, verifyCalls, retrievals, events } = setup('uber', undefined, true);
    const first = validate({ otpCode: '123456' });
    await expect(validate({ otpCode: '123456' })).rejects.toMatchObject({ code: 'login_in_process' });
    expect(state()).toMatchObject({ status: 'pending', claimed: true });
    release();
    await expect(first).resolves.toMatchObject({ status: accountStatus.syncing });
    expect([verifyCalls(), retrievals(), events().length]).toEqual([1, 1, 0]);
    expect(state()).toMatchObject({ status: accountStatus.syncing, claimed: false });
  });

  it('turns a validated account syncing with no next step', async () => {
    const { state, validate, retrievals } = setup('uber');
    await expect(validate({ otpCode: '123456' })).resolves.toMatchObject({ status: accountStatus.syncing, nextStep: null });
    expect(state()).toEqual({ status: accountStatus.syncing, statusDetails: null, warning: null, nextStep: null, claimed: false });
    expect(retrievals()).toBe(1);
  });

  it.each([
    ['a password', { password: 'x' }, 'password'],
    ['a one-time code', { otpCode: '123456' }, 'otpCode'],
  ])('refuses %s for an institute account, naming the field', async (_case, input, field) => {
    const { state, updatedAt, validate } = setup('imss');
    const message = 'imss accounts need no validation.';
    await expect(validate(input)).rejects.toMatchObject({ code: 'bad_request', message, errors: [{ field, message }] });
    expect([state(), updatedAt()]).toEqual([{ status: 'pending', statusDetails: null, warning: null, nextStep: null, claimed: false }, new Date(0)]);
  });

  it('names both fields when neither or both are given', async () => {
    const { validate } = setup('imss');
    for (const input of [{}, { password: 'x', otpCode: '1' }]) {
      const error = await validate(input).catch((failure: DomainError) => failure);
      expect((error as DomainError).errors?.map((e) => e.field)).toEqual(['password', 'otpCode']);
    }
  });
});
