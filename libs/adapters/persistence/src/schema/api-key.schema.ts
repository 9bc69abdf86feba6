import { EntitySchema } from 'typeorm';
import { companyRecordColumns } from './record-columns';

export interface ApiKeyRow {
  id: string;
  company_id: string;
  kind: string;
  prefix: string;
  key_hash: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export const ApiKeySchema = new EntitySchema<ApiKeyRow>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    ...companyRecordColumns(),
    kind: { type: 'text' },
    prefix: { type: 'text' },
    key_hash: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
    revoked_at: { type: 'timestamptz', nullable: true },
    last_used_at: { type: 'timestamptz', nullable: true },
  },
});
