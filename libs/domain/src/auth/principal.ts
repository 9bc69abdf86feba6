import type { Company } from '../companies/company';
import { DomainError } from '../errors/domain-error';
import type { ApiKeyKind } from './api-key';

/** Who is calling: the company behind a valid key and the kind of that key. */
export interface Principal {
  readonly company: Company;
  readonly keyId: string;
  readonly keyKind: ApiKeyKind;
}

/** read: data reads; connect: the widget's flow (users, accounts, validation); manage: deletions. */
export type Access = 'read' | 'connect' | 'manage';

/**
 * Spec section 5: a public key only drives the widget's connection flow (`connect`);
 * reads need a private key and a company with information recovery enabled;
 * account creation needs a company with it enabled.
 */
export function assertAccess(principal: Principal, access: Access): void {
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
