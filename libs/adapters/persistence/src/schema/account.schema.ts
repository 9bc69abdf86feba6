import { EntitySchema } from 'typeorm';

export interface AccountRow {
  id: string;
  company_id: string;
  user_id: string;
  platform: string;
  country: string;
  identifier: string;
  last_successful_connection: string | null;
  created_at: Date;
}

export const AccountSchema = new EntitySchema<AccountRow>({
  name: 'Account',
  tableName: 'accounts',
  columns: {
    id: { type: 'uuid', primary: true },
    company_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    platform: { type: 'text' },
    country: { type: 'text' },
    identifier: { type: 'text' },
    last_successful_connection: { type: 'date', nullable: true },
    created_at: { type: 'timestamptz' },
  },
});
