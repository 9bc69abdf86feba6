import { Member, MEMBER_ROLES } from '@gig/domain';
import { RowReader } from './row-reader';

export const MEMBER_COLUMNS = 'id::text AS id, company_id::text AS company_id, email, role, password_hash, created_at';

export function decodeMember(value: unknown): Member {
  const row = RowReader.of(value, 'member');
  return {
    id: row.text('id'),
    companyId: row.text('company_id'),
    email: row.text('email'),
    role: row.oneOf('role', MEMBER_ROLES),
    passwordHash: row.nullableText('password_hash'),
    createdAt: row.instant('created_at'),
  };
}
