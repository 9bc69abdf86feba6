import { EntitySchema } from 'typeorm';
import { companyRecordColumns } from './record-columns';

export interface UserRow {
  id: string;
  company_id: string;
  external_id: string | null;
  widget_id: string | null;
  created_at: Date;
}

export const UserSchema = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    ...companyRecordColumns(),
    external_id: { type: 'text', nullable: true },
    widget_id: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz' },
  },
});
