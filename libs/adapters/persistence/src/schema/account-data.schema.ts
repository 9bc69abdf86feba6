import type { AccountEmployment, AccountProfile } from '@gig/domain';
import { EntitySchema } from 'typeorm';

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

/** One profile per account, kept as the JSON document the API returns. */
export const AccountProfileSchema = new EntitySchema<AccountProfileRow>({
  name: 'AccountProfile',
  tableName: 'account_profiles',
  columns: {
    account_id: { type: 'uuid', primary: true },
    profile: { type: 'jsonb' },
    updated_at: { type: 'timestamptz' },
  },
});

/** One employment record per account, kept as the JSON document the API returns. */
export const AccountEmploymentSchema = new EntitySchema<AccountEmploymentRow>({
  name: 'AccountEmployment',
  tableName: 'account_employment',
  columns: {
    account_id: { type: 'uuid', primary: true },
    employment: { type: 'jsonb' },
    updated_at: { type: 'timestamptz' },
  },
});
