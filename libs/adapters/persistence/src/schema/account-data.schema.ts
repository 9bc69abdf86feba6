import type { AccountEmployment, AccountProfile } from '@gig/domain';
import { EntitySchema, EntitySchemaOptions, ValueTransformer } from 'typeorm';
import { decodeEmployment, encodeEmployment } from './employment.document';
import { decodeProfile, encodeProfile } from './profile.document';
import { uuidPrimaryColumn } from './record-columns';

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

/** A table holding one document per account, in the jsonb column `key`. */
function accountDocumentSchema<Row extends { account_id: string; updated_at: Date }, T>(
  name: string, tableName: string, key: Exclude<keyof Row & string, 'account_id' | 'updated_at'>, encode: (value: T) => object, decode: (document: unknown) => T,
): EntitySchema<Row> {
  const columns: EntitySchemaOptions<Row>['columns'] = {
    account_id: uuidPrimaryColumn(),
    [key]: { type: 'jsonb', transformer: documentColumn(encode, decode) },
    updated_at: { type: 'timestamptz' },
  };
  return new EntitySchema<Row>({ name, tableName, columns });
}

/** One profile per account. */
export const AccountProfileSchema = accountDocumentSchema<AccountProfileRow, AccountProfile>('AccountProfile', 'account_profiles', 'profile', encodeProfile, decodeProfile);

/** One employment record per account. */
export const AccountEmploymentSchema = accountDocumentSchema<AccountEmploymentRow, AccountEmployment>(
  'AccountEmployment', 'account_employment', 'employment', encodeEmployment, decodeEmployment,
);
