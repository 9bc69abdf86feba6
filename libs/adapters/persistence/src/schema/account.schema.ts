import { EntitySchema } from 'typeorm';

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
  created_at: Date;
  updated_at: Date;
}

/** The sealed connector session lives on the row but is never loaded with the account. */
export interface AccountSessionRow {
  session_sealed: string | null;
}

export const AccountSchema = new EntitySchema<AccountRow & AccountSessionRow>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    id: { type: 'uuid', primary: true },
    company_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    platform: { type: 'text' },
    country: { type: 'text' },
    identifier: { type: 'text' },
    status: { type: 'text' },
    status_details: { type: 'text', nullable: true },
    warning: { type: 'text', nullable: true },
    next_step: { type: 'text', nullable: true },
    session_sealed: { type: 'text', nullable: true, select: false },
    last_successful_connection: { type: 'date', nullable: true },
    created_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz' },
  },
});
