import { Account, ACCOUNT_SOURCES, AccountStatus, AccountWarning, DISCONNECTORS, LoginMethod } from '@gig/domain';
import { EntitySchema } from 'typeorm';
import { companyRecordColumns, timestampColumns } from './record-columns';
import {
  boolean, companyRecordFields, instant, nullableDate, nullableInstant, nullableOneOf, nullableText, oneOf, rowDecoder, text,
} from './row-decoder';

export interface AccountRow {
  id: string;
  company_id: string;
  user_id: string;
  platform: string;
  country: string;
  identifier: string;
  status: string;
  status_details: string | null;
  warning: string | null;
  next_step: string | null;
  last_successful_connection: string | null;
  refresh_enabled: boolean;
  last_refreshed_at: Date | null;
  next_refresh_at: Date | null;
  source: string;
  disconnected_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The sealed connector session and the login claim live on the row but are never loaded with the account. */
export interface AccountSessionRow {
  session_sealed: string | null;
  login_claim: string | null;
  login_claimed_at: Date | null;
}

export const AccountSchema = new EntitySchema<AccountRow & AccountSessionRow>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    ...companyRecordColumns(),
    user_id: { type: 'uuid' },
    platform: { type: 'text' },
    country: { type: 'text' },
    identifier: { type: 'text' },
    status: { type: 'text' },
    status_details: { type: 'text', nullable: true },
    warning: { type: 'text', nullable: true },
    next_step: { type: 'text', nullable: true },
    session_sealed: { type: 'text', nullable: true, select: false },
    login_claim: { type: 'uuid', nullable: true, select: false },
    login_claimed_at: { type: 'timestamptz', nullable: true, select: false },
    last_successful_connection: { type: 'date', nullable: true },
    refresh_enabled: { type: 'boolean' },
    last_refreshed_at: { type: 'timestamptz', nullable: true },
    next_refresh_at: { type: 'timestamptz', nullable: true },
    source: { type: 'text' },
    disconnected_by: { type: 'text', nullable: true },
    ...timestampColumns(),
  },
});

const keysOf = <T extends string>(set: Record<T, true>) => Object.keys(set) as T[];
const STATUSES = keysOf<AccountStatus>({ pending: true, syncing: true, success: true, incomplete: true, error: true, requires_auth: true, disconnected: true });
const WARNINGS = keysOf<AccountWarning>({ banned: true, not_registered: true, curp_not_in_platform: true, zero_quoted_weeks: true, rider_account: true, needs_auth: true });
const LOGIN_METHODS = keysOf<LoginMethod>({ password: true, otp: true });

/** The one reader of an account row, whether the ORM, raw SQL or JSON built by PostgreSQL loaded it. */
export const decodeAccountRow = rowDecoder<Account>('account', {
  ...companyRecordFields,
  userId: text,
  platform: text,
  country: text,
  identifier: text,
  status: oneOf(STATUSES),
  statusDetails: nullableText,
  warning: nullableOneOf(WARNINGS),
  nextStep: nullableOneOf(LOGIN_METHODS),
  lastSuccessfulConnection: nullableDate,
  refreshEnabled: boolean,
  lastRefreshedAt: nullableInstant,
  nextRefreshAt: nullableInstant,
  source: oneOf(ACCOUNT_SOURCES),
  disconnectedBy: nullableOneOf(DISCONNECTORS),
  createdAt: instant,
  updatedAt: instant,
});
