import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  ACCOUNT_STATUSES, AccountStatus, accountStatus, canClaimLogin, canDisconnect, canLogIn, canStartRefresh, canTransition, canValidate, DISCONNECT_FROM,
  ForbiddenTransition, isConnected, isRefreshable, LOG_IN_FROM, LOGIN_CLAIM_MS, loginClaimStaleBefore, needsReconnect, REFRESHED, sourcesOf, STATE_VIAS,
  stateAfterFailure, transition, TRANSITIONS, VALIDATE_FROM,
} from './account-lifecycle';

type From = AccountStatus | null;
const edge = (from: From, to: AccountStatus) => `${from ?? '[*]'} -> ${to}`;

/** The state diagram of docs/guide/connecting-accounts.md ("Ongoing refresh and reconnect"), edge by edge. */
const DIAGRAM: [From, AccountStatus][] = [
  [null, 'pending'], ['pending', 'syncing'], ['pending', 'incomplete'], ['incomplete', 'syncing'], ['pending', 'error'],
  ['syncing', 'success'], ['syncing', 'error'], ['success', 'success'], ['success', 'syncing'], ['success', 'requires_auth'],
  ['syncing', 'requires_auth'], ['requires_auth', 'pending'], ['error', 'pending'],
  ['success', 'disconnected'], ['disconnected', 'pending'],
];

/** What the flows do beyond the diagram: the guide's status table says it in words. */
const ALSO: [From, AccountStatus][] = [
  [null, 'syncing'], // a platform without a validation step
  [null, 'success'], // imported with a last successful connection
  ['pending', 'pending'], ['incomplete', 'pending'], ['error', 'pending'], // another step asked for, or POST /v1/accounts again
  ['incomplete', 'incomplete'], ['incomplete', 'error'], ['error', 'syncing'], ['error', 'incomplete'], ['error', 'error'], // validate again
  ['requires_auth', 'syncing'], ['disconnected', 'syncing'], // a reconnection without a validation step
  ['syncing', 'syncing'], // a retrieval retried, status_details saying why
  ['pending', 'disconnected'], ['syncing', 'disconnected'], ['incomplete', 'disconnected'], ['error', 'disconnected'],
  ['requires_auth', 'disconnected'], // the worker or the company may end any connection
];

const ALLOWED = new Set([...DIAGRAM, ...ALSO].map(([from, to]) => edge(from, to)));
const FROM: From[] = [null, ...ACCOUNT_STATUSES];

describe('account lifecycle', () => {
  it('allows every transition of the diagram', () => {
    for (const [from, to] of DIAGRAM) expect({ edge: edge(from, to), allowed: canTransition(from, to) }).toEqual({ edge: edge(from, to), allowed: true });
  });

  it('allows exactly the listed transitions and refuses every other', () => {
    const table = FROM.flatMap((from) => ACCOUNT_STATUSES.filter((to) => canTransition(from, to)).map((to) => edge(from, to)));
    expect(table.sort()).toEqual([...ALLOWED].sort());
    expect(canTransition('success', 'pending')).toBe(false);
    expect(canTransition('requires_auth', 'success')).toBe(false);
    expect(canTransition(null, 'requires_auth')).toBe(false);
  });

  it('lets a status change through only where the table allows it, and refuses any other naming both ends', () => {
    for (const from of FROM) {
      for (const to of ACCOUNT_STATUSES) {
        if (canTransition(from, to)) expect(transition(from, to)).toBe(to);
        else expect({ from, to, refused: (() => { try { return transition(from, to); } catch (error) { return error; } })() })
          .toEqual({ from, to, refused: expect.objectContaining({ code: 'login_in_process', from, to }) });
      }
    }
    expect(() => transition('success', 'pending')).toThrow(ForbiddenTransition);
    expect(() => transition('syncing', 'syncing', 'refresh_on_demand')).toThrow(ForbiddenTransition);
    expect(transition('syncing', 'syncing', 'retrieve')).toBe('syncing');
  });

  it('names every status once, and gives the writes their sources from the table', () => {
    expect(Object.values(accountStatus).sort()).toEqual([...ACCOUNT_STATUSES].sort());
    for (const to of ACCOUNT_STATUSES) expect({ to, from: sourcesOf(to) }).toEqual({ to, from: ACCOUNT_STATUSES.filter((from) => canTransition(from, to)) });
    expect(sourcesOf('syncing', 'refresh_on_demand')).toEqual(REFRESHED);
    expect(sourcesOf('disconnected')).toEqual(DISCONNECT_FROM);
    expect(sourcesOf('disconnected', STATE_VIAS)).toEqual([]);
    expect(sourcesOf('success', ['retrieve', 'refresh'])).toEqual(['syncing', 'success']);
  });

  it('asks its predicates of the flows that make the transitions', () => {
    const via = (name: string) => TRANSITIONS.filter((t) => t.via === name);
    for (const status of ACCOUNT_STATUSES) {
      expect({ status, logIn: canLogIn(status) }).toEqual({ status, logIn: via('connect').some((t) => t.from.includes(status)) });
      expect({ status, validate: canValidate(status) }).toEqual({ status, validate: via('validate').some((t) => t.from.includes(status)) });
      expect({ status, refresh: canStartRefresh(status) })
        .toEqual({ status, refresh: via('refresh_on_demand').some((t) => t.from.includes(status) && t.to.includes('syncing')) });
      expect(isConnected(status) && canLogIn(status)).toBe(false);
    }
    expect(ACCOUNT_STATUSES.filter(needsReconnect)).toEqual(['requires_auth']);
    expect(ACCOUNT_STATUSES.filter(isConnected)).toEqual(['syncing', 'success']);
    expect(LOG_IN_FROM).toEqual([...VALIDATE_FROM, 'requires_auth', 'disconnected']);
    for (const status of ACCOUNT_STATUSES) {
      expect({ status, disconnect: canDisconnect(status) }).toEqual({ status, disconnect: via('disconnect').some((t) => t.from.includes(status)) });
    }
    expect(ACCOUNT_STATUSES.filter((status) => !canDisconnect(status))).toEqual(['disconnected']);
    expect(TRANSITIONS.filter((t) => t.from.includes('disconnected')).map((t) => t.via)).toEqual(['connect']);
  });

  it('is refreshable when connected, switched on and due', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const account = { status: 'success' as AccountStatus, refreshEnabled: true, nextRefreshAt: now };
    expect(isRefreshable(account, now)).toBe(true);
    expect(isRefreshable({ ...account, nextRefreshAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isRefreshable({ ...account, nextRefreshAt: null }, now)).toBe(false);
    expect(isRefreshable({ ...account, refreshEnabled: false }, now)).toBe(false);
    for (const status of ACCOUNT_STATUSES.filter((s) => s !== 'success')) expect(isRefreshable({ ...account, status }, now)).toBe(false);
  });

  it('gives a login claim in the statuses of the flow, unless a live claim holds the account', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const staleBefore = loginClaimStaleBefore(now);
    expect(staleBefore).toEqual(new Date(now.getTime() - LOGIN_CLAIM_MS));
    expect(canClaimLogin('pending', VALIDATE_FROM, null, staleBefore)).toBe(true);
    expect(canClaimLogin('requires_auth', VALIDATE_FROM, null, staleBefore)).toBe(false);
    expect(canClaimLogin('requires_auth', LOG_IN_FROM, null, staleBefore)).toBe(true);
    expect(canClaimLogin('pending', VALIDATE_FROM, staleBefore, staleBefore)).toBe(false);
    expect(canClaimLogin('pending', VALIDATE_FROM, new Date(staleBefore.getTime() - 1), staleBefore)).toBe(true);
  });

  it('leaves a step the user can fix incomplete with the step to send again, and anything else in error', () => {
    expect(stateAfterFailure('invalid_otp', 'otp')).toEqual({ status: 'incomplete', statusDetails: 'invalid_otp', warning: null, nextStep: 'otp' });
    expect(stateAfterFailure('service_unavailable', 'otp')).toEqual({ status: 'error', statusDetails: 'service_unavailable', warning: null, nextStep: null });
  });
});

/** The import cycles among this folder's files (relative imports, type-only ones included). */
function importCycles(folder: string): string[] {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts')).map((name) => join(folder, name));
  const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)]
    .map((match) => `${resolve(dirname(file), match[1])}.ts`).filter((target) => files.includes(target));
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const target of importsOf(file)) {
      if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), file, target].map((f) => f.slice(folder.length + 1)).join(' -> '));
      else if (!state.has(target)) visit(target, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return cycles;
}

it('leaves no import cycle among the account files', () => {
  expect(importCycles(__dirname)).toEqual([]);
});
