/** What a console member may do: an admin changes things, a viewer only reads (and never sees API keys). */
export const MEMBER_ROLES = ['admin', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A person who signs in to a company's console. */
export interface Member {
  readonly id: string;
  readonly companyId: string;
  /** Lower-cased; unique across companies. */
  readonly email: string;
  readonly role: MemberRole;
  /** `scrypt$N$r$p$salt$hash`; null until the member sets a password through the one-time link. */
  readonly passwordHash: string | null;
  readonly createdAt: Date;
}

/** Whether a member of `role` may do what `required` allows: an admin may do everything a viewer may. */
export function roleAllows(role: MemberRole, required: MemberRole): boolean {
  return required === 'viewer' || role === 'admin';
}
