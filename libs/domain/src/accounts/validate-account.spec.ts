import type { Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import { testRegistry } from '../platforms/test-platforms.fixture';
import type { LoginClaim } from '../ports/account.repository';
import type { PlatformConnector } from '../ports/platform-connector';
import type { Repositories } from '../ports/unit-of-work';
import type { WebhookEvent } from '../webhooks/webhook-event';
import type { Account, AccountState } from './account';
import { ValidateAccount } from './validate-account';

const COMPANY = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const NOW = new Date('2025-03-15T12:00:00Z');
const unused = () => Promise.reject(new Error('not used by this use case'));

const principal: Principal = {
  company: { id: COMPANY, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'key-1',
  keyKind: 'private',
};

function setup(platform: string, failWith?: ErrorCode, stall = false) {
  const stored: Account = {
    id: ID, companyId: COMPANY, userId: 'user-1', platform, country: 'mx', identifier: 'ana@example.com', status: 'pending',
    statusDetails: null, warning: null, nextStep: platform === 'imss' ? null : 'otp', lastSuccessfulConnection: null, refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, createdAt: new Date(0), updatedAt: new Date(0),
  };
  const states: AccountState[] = [];
  const events: WebhookEvent[] = [];
  let held: LoginClaim | null = null;
  let verifyCalls = 0;
  let release = () => undefined as void;
  const platformAnswers = new Promise<void>((resolve) => (release = resolve));
  const accounts = {
    findById: async (companyId: string, id: string) => (companyId === COMPANY && id === ID ? stored : null),
    findAnyById: async () => stored,
    findSession: async () => null,
    claimLogin: async (_id: string, _from: unknown, claim: LoginClaim) => (held ? false : ((held = claim), true)),
    finishLogin: async (_id: string, claim: LoginClaim, state: AccountState) => {
      if (held !== claim) return false;
      held = null;
      states.push(state);
      return true;
    },
  };
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
  const repositories = { accounts: { ...accounts, saveSession: async () => undefined }, jobs: { enqueue: async () => undefined }, loginLimits: { save: async () => undefined }, outbox: { record: async (...recorded: WebhookEvent[]) => void events.push(...recorded) } };
  const useCase = new ValidateAccount({
    accounts,
    users: { findByRef: async () => ({ id: 'user-1', companyId: COMPANY, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) }) },
    platforms: testRegistry(),
    connectors: { connectorFor: () => connector },
    loginLimits: { find: async () => null, save: async () => undefined },
    secrets: { seal: (text) => text, open: (text) => text },
    unitOfWork: { run: (work) => work(repositories as unknown as Repositories) },
    clock: { now: () => NOW },
  });
  return { states, events, release, verifyCalls: () => verifyCalls, validate: (input: { password?: unknown; otpCode?: unknown }) => useCase.execute(principal, ID, input) };
}

describe('ValidateAccount', () => {
  it('leaves an account in error with no next step', async () => {
    const { states, events, validate } = setup('uber', 'service_unavailable');
    await expect(validate({ otpCode: '9995' })).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(states).toEqual([{ status: 'error', statusDetails: 'service_unavailable', warning: null, nextStep: null }]);
    expect(events).toEqual([expect.objectContaining({ action: 'login.error', accountId: ID, externalId: 'worker-1', status: 'error', statusDetails: 'service_unavailable' })]);
  });

  it('leaves an incomplete account with the step to send again', async () => {
    const { states, events, validate } = setup('uber', 'invalid_otp');
    await expect(validate({ otpCode: '9993' })).rejects.toMatchObject({ code: 'invalid_otp' });
    expect(states).toEqual([{ status: 'incomplete', statusDetails: 'invalid_otp', warning: null, nextStep: 'otp' }]);
    expect(events).toEqual([expect.objectContaining({ action: 'login.incomplete', status: 'incomplete', statusDetails: 'invalid_otp' })]);
  });

  it('lets one of two simultaneous validations reach the platform; the other answers login_in_process', async () => {
    const { states, validate, release, verifyCalls } = setup('uber', undefined, true);
    const first = validate({ otpCode: '123456' });
    await expect(validate({ otpCode: '123456' })).rejects.toMatchObject({ code: 'login_in_process' });
    release();
    await expect(first).resolves.toMatchObject({ status: 'syncing' });
    expect([verifyCalls(), states.length]).toEqual([1, 1]);
  });

  it('turns a validated account syncing with no next step', async () => {
    const { states, validate } = setup('uber');
    await expect(validate({ otpCode: '123456' })).resolves.toMatchObject({ status: 'syncing', nextStep: null });
    expect(states).toEqual([{ status: 'syncing', statusDetails: null, warning: null, nextStep: null }]);
  });

  it.each([
    ['a password', { password: 'x' }, 'password'],
    ['a one-time code', { otpCode: '123456' }, 'otp_code'],
  ])('refuses %s for an institute account, naming the field', async (_case, input, field) => {
    const { states, validate } = setup('imss');
    const message = 'imss accounts need no validation.';
    await expect(validate(input)).rejects.toMatchObject({ code: 'bad_request', message, errors: [{ field, message }] });
    expect(states).toEqual([]);
  });

  it('names both fields when neither or both are given', async () => {
    const { validate } = setup('imss');
    for (const input of [{}, { password: 'x', otpCode: '1' }]) {
      const error = await validate(input).catch((failure: DomainError) => failure);
      expect((error as DomainError).errors?.map((e) => e.field)).toEqual(['password', 'otp_code']);
    }
  });
});
