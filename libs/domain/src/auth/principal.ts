import type { Company } from '../companies/company';
import { DomainError } from '../errors/domain-error';
import type { MemberRole } from '../members/member';
import type { ApiKeyKind } from './api-key';

/** What a connect token lets its bearer reach: one user, one widget, until it expires. */
export interface ConnectScope {
  readonly tokenId: string;
  readonly userId: string;
  readonly widgetId: string;
  readonly expiresAt: Date;
}

/** Who is calling: the company behind a valid key (or connect token) and the kind of that key. */
export interface Principal {
  readonly company: Company;
  readonly keyId: string;
  readonly keyKind: ApiKeyKind;
  /** Set for a connect token: the widget's flow, for this user and widget only. */
  readonly connect?: ConnectScope;
  /** Set for a console member's session: its role (a viewer only reads). */
  readonly memberRole?: MemberRole;
  /** Set for a console member's session: who is signed in (`keyId` is then not a key's). */
  readonly memberId?: string;
}

/** Whether a connect token's scope leaves out this user (a key's principal reaches every user of its company). */
export function outOfScope(principal: Principal, userId: string): boolean {
  return principal.connect !== undefined && principal.connect.userId !== userId;
}

/** read: data reads; connect: the widget's flow (users, accounts, validation); manage: deletions. */
export type Access = 'read' | 'connect' | 'manage';

/**
 * Spec section 5: a public key only drives the widget's connection flow (`connect`);
 * reads need a private key and a company with information recovery enabled;
 * account creation needs a company with it enabled.
 */
export function assertAccess(principal: Principal, access: Access): void {
  if (principal.connect && access !== 'connect') {
    throw new DomainError('forbidden_error', 'A connect token only drives the widget’s connection flow.');
  }
  if (access === 'manage' && principal.keyKind !== 'private') {
    throw new DomainError('forbidden_error', 'This operation needs a private API key.');
  }
  if (access === 'read') {
    if (principal.keyKind !== 'private') {
      throw new DomainError('forbidden_error', 'This operation needs a private API key.');
    }
    if (!principal.company.readEnabled) throw new DomainError('read_permissions_disabled');
  }
  if (access === 'connect' && !principal.company.writeEnabled) {
    throw new DomainError('write_permissions_disabled');
  }
}

/** A console viewer only reads: every write (any method but GET, HEAD, OPTIONS) needs an admin, or a key. */
export function assertMayWrite(principal: Principal): void {
  if (principal.memberRole === 'viewer') throw new DomainError('forbidden_error', 'Your console role may not do this: ask an admin of your company.');
}
