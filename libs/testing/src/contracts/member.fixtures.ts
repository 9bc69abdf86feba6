import { randomUUID } from 'node:crypto';
import type { Company, Member, MemberSession } from '@gig/domain';

export const M0 = new Date('2026-11-01T10:00:00.000Z');

export function aMember(company: Pick<Company, 'id'>, overrides: Partial<Member> = {}): Member {
  return { id: randomUUID(), companyId: company.id, email: `${randomUUID().slice(0, 8)}@lender.example`, role: 'admin', passwordHash: null, createdAt: M0, ...overrides };
}

export function aMemberSession(member: Pick<Member, 'id'>, overrides: Partial<MemberSession> = {}): MemberSession {
  return { tokenHash: randomUUID().replace(/-/g, ''), memberId: member.id, csrfToken: randomUUID(), createdAt: M0, expiresAt: new Date(M0.getTime() + 12 * 3_600_000), ...overrides };
}
