import type { AccountEmployment, AccountProfile } from '@gig/domain';
import { EntitySchema, ValueTransformer } from 'typeorm';
import { decodeEmployment, encodeEmployment } from './employment.document';
import { decodeProfile, encodeProfile } from './profile.document';

export interface AccountProfileRow {
  account_id: string;
  profile: AccountProfile;
  updated_at: Date;
}

export interface AccountEmploymentRow {
  account_id: string;
  employment: AccountEmployment;
  updated_at: Date;
}

/** A jsonb column of documents: encoded on the way in, checked and decoded on the way out. */
function documentColumn<T>(encode: (value: T) => object, decode: (document: unknown) => T): ValueTransformer {
  return {
    to: (value: T | null | undefined) => (value === null || value === undefined ? value : encode(value)),
    from: (stored: unknown) => (stored === null ? null : decode(typeof stored === 'string' ? JSON.parse(stored) : stored)),
  };
}

/** One profile per account. */
export const AccountProfileSchema = new EntitySchema<AccountProfileRow>({
  name: 'AccountProfile',
  tableName: 'account_profiles',
  columns: {
    account_id: { type: 'uuid', primary: true },
    profile: { type: 'jsonb', transformer: documentColumn(encodeProfile, decodeProfile) },
    updated_at: { type: 'timestamptz' },
  },
});

/** One employment record per account. */
export const AccountEmploymentSchema = new EntitySchema<AccountEmploymentRow>({
  name: 'AccountEmployment',
  tableName: 'account_employment',
  columns: {
    account_id: { type: 'uuid', primary: true },
    employment: { type: 'jsonb', transformer: documentColumn(encodeEmployment, decodeEmployment) },
    updated_at: { type: 'timestamptz' },
  },
});
