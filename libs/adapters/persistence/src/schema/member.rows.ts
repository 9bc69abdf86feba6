import { Member, MEMBER_ROLES } from '@gig/domain';
import { companyRecordFields, instant, nullableText, oneOf, rowDecoder, text } from './row-decoder';

export const MEMBER_COLUMNS = 'id::text AS id, company_id::text AS company_id, email, role, password_hash, created_at';

export const decodeMember = rowDecoder<Member>('member', {
  ...companyRecordFields, email: text, role: oneOf(MEMBER_ROLES), passwordHash: nullableText, createdAt: instant,
});
