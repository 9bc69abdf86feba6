import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, hashApiKey } from '@gig/domain';
import { OPEN_BUDGET_MS } from '@gig/testing';
import type { Composition } from '../compose';
import { composeForTests } from '../../testing/api-harness';
import { runAdminCommand } from './admin.commands';
import { adminSpecSetup } from './admin.spec-setup';
import { UsageError } from './cli-args';

describe('admin commands', () => {
  const spec = adminSpecSetup();
  const { run } = spec;
  const dir = mkdtempSync(join(tmpdir(), 'gig-admin-'));
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
  const document = {
    users: [{ external_id: 'w1', accounts: [{ platform: 'uber', country: 'mx', identifier: 'a@example.com',
      last_successful_connection: '2025-03-01', earnings: [{ earning_date: '2025-03-01', amount: 10.5, currency: 'mxn', count_trips: 2 }] }] }],
  };

  it('creates a company whose keys authenticate, and shows them once', async () => {
    const created = (await run('company', 'create', '--name', 'Acme')) as Record<string, string>;
    expect(created).toEqual({ company_id: expect.any(String), name: 'Acme', environment: 'sandbox',
      private_key: expect.stringMatching(/^sk_sandbox_/), public_key: expect.stringMatching(/^pk_sandbox_/) });
    const found = await spec.database.repositories.apiKeys.findActiveByHash(hashApiKey(created.private_key));
    expect(found?.company.id).toBe(created.company_id);
  });

  it('switches read and write permissions', async () => {
    const { company_id } = (await run('company', 'create', '--name', 'Acme')) as { company_id: string };
    expect(await run('company', 'set', '--id', company_id, '--read', 'off')).toMatchObject({ read: false, write: true });
    expect(await run('company', 'set', '--id', company_id, '--write', 'off', '--read', 'on')).toMatchObject({ read: true, write: false });
    await expect(run('company', 'set', '--id', company_id, '--read', 'maybe')).rejects.toThrow(UsageError);
    expect(await run('company', 'set', '--id', company_id, '--rate-limit', '120')).toMatchObject({ read: true, write: false, rate_limit_per_minute: 120 });
    expect((await spec.database.repositories.companies.findById(company_id))?.rateLimitPerMinute).toBe(120);
    expect(await run('company', 'set', '--id', company_id, '--rate-limit', 'default')).toMatchObject({ rate_limit_per_minute: null });
    await expect(run('company', 'set', '--id', company_id, '--rate-limit', '-5')).rejects.toThrow(UsageError);
    await expect(run('company', 'set', '--id', '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d', '--read', 'on')).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('imports idempotently: the same ids and no duplicated days on a second run', async () => {
    const { company_id } = (await run('company', 'create', '--name', 'Acme')) as { company_id: string };
    const path = file('doc.json', document);
    const first = (await run('import', '--company', company_id, '--file', path)) as { users: { user_id: string; accounts: { account_id: string }[] }[] };
    const second = await run('import', '--company', company_id, '--file', path);
    expect(second).toEqual(first);
    expect(first.users[0]).toMatchObject({ external_id: 'w1', accounts: [{ platform: 'uber', identifier: 'a@example.com' }] });
    const { rows } = await spec.database.repositories.earnings.search(first.users[0].accounts[0].account_id, { start: '2025-01-01', end: '2025-12-31' }, { page: 1, itemsPerPage: 100 });
    expect(rows).toHaveLength(1);
    expect(rows[0].amountCents).toBe(1050);
  });

  it('rejects a bad document whole, naming each bad field by its path', async () => {
    const { company_id } = (await run('company', 'create', '--name', 'Acme')) as { company_id: string };
    const bad = { users: [document.users[0], { external_id: 'w2', accounts: [{ ...document.users[0].accounts[0],
      earnings: [{ earning_date: '2025-03-02', amount: -1, currency: 'mxn' }] }] }] };
    const error = (await run('import', '--company', company_id, '--file', file('bad.json', bad)).catch((e: unknown) => e)) as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.errors).toEqual([{ field: 'users[1].accounts[0].earnings[0].amount', message: expect.any(String) }]);
    expect(await spec.database.repositories.users.findByRef(company_id, { externalId: 'w1' })).toBeNull();
  });

  it('refuses an unknown company and writes nothing', async () => {
    await expect(run('import', '--company', '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d', '--file', file('doc2.json', document)))
      .rejects.toMatchObject({ code: 'not_found_error' });
    expect(await spec.database.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  });

  it('reports files that are missing or not JSON, and unknown commands', async () => {
    const { company_id } = (await run('company', 'create', '--name', 'Acme')) as { company_id: string };
    await expect(run('import', '--company', company_id, '--file', join(dir, 'missing.json'))).rejects.toThrow(/Cannot read/);
    await expect(run('import', '--company', company_id, '--file', file('x.json', '{nope'))).rejects.toMatchObject({ code: 'bad_request' });
    await expect(run('company', 'delete')).rejects.toThrow(UsageError);
    await expect(run('company', 'create')).rejects.toThrow('--name is required');
    await expect(run('import', '--company', 'acme', '--file', 'x')).rejects.toThrow(/UUID/);
  });

  describe('keys (on the system clock: the database decides when a revocation time has come)', () => {
    let live: Composition;
    const key = (...argv: string[]) => runAdminCommand(['key', ...argv], live.useCases) as Promise<Record<string, unknown>>;
    const works = async (text: unknown) => (await spec.database.repositories.apiKeys.findActiveByHash(hashApiKey(String(text)))) !== null;

    beforeAll(async () => {
      live = await composeForTests(spec.database);
    }, OPEN_BUDGET_MS);

    it('creates a key of a company that authenticates, and revokes it at once', async () => {
      const company = (await run('company', 'create', '--name', 'Acme')) as Record<string, string>;
      const created = await key('create', '--company', company.company_id, '--kind', 'public');
      expect(created).toEqual({ key_id: expect.any(String), company_id: company.company_id, kind: 'public', prefix: expect.stringMatching(/^pk_sandbox_/),
        revoked_at: null, key: expect.stringMatching(/^pk_sandbox_[A-Za-z0-9]{32}$/) });
      expect(await works(created.key)).toBe(true);
      const revoked = await key('revoke', '--id', String(created.key_id));
      expect(revoked.revoked_at).toEqual(expect.any(String));
      expect(await works(created.key)).toBe(false);
    });

    it('rotates a key: a new one at once, the old one valid for the grace period only', async () => {
      const company = (await run('company', 'create', '--name', 'Acme')) as Record<string, string>;
      const first = await key('create', '--company', company.company_id, '--kind', 'private');
      const rotated = await key('rotate', '--id', String(first.key_id), '--grace-hours', '2');
      const replaces = rotated.replaces as Record<string, string>;
      expect([rotated.kind, replaces.key_id, Date.parse(replaces.valid_until) - Date.now()]).toEqual(['private', first.key_id, expect.any(Number)]);
      expect(Date.parse(replaces.valid_until) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
      expect([await works(rotated.key), await works(first.key)]).toEqual([true, true]);
      const immediate = await key('rotate', '--id', String(rotated.key_id), '--grace-hours', '0');
      expect([await works(immediate.key), await works(rotated.key)]).toEqual([true, false]);
      await expect(key('rotate', '--id', String(rotated.key_id))).rejects.toMatchObject({ code: 'bad_request' });
    });

    it('refuses unknown keys and companies, and malformed commands', async () => {
      await expect(key('revoke', '--id', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'not_found_error' });
      await expect(key('create', '--company', '00000000-0000-4000-8000-000000000000', '--kind', 'private')).rejects.toMatchObject({ code: 'not_found_error' });
      await expect(key('create', '--company', 'acme', '--kind', 'private')).rejects.toBeInstanceOf(UsageError);
      await expect(key('create', '--company', '00000000-0000-4000-8000-000000000000', '--kind', 'secret')).rejects.toBeInstanceOf(UsageError);
      await expect(key('rotate', '--id', '00000000-0000-4000-8000-000000000000', '--grace-hours', '-1')).rejects.toBeInstanceOf(UsageError);
      await expect(key('list')).rejects.toBeInstanceOf(UsageError);
    });
  });
});
