import { EntitySchema } from 'typeorm';
import { uuidPrimaryColumn } from './record-columns';

export interface CompanyRow {
  id: string;
  name: string;
  environment: string;
  read_enabled: boolean;
  write_enabled: boolean;
  rate_limit_per_minute: number | null;
  created_at: Date;
}

export const CompanySchema = new EntitySchema<CompanyRow>({
  name: 'Company',
  tableName: 'companies',
  columns: {
    id: uuidPrimaryColumn(),
    name: { type: 'text' },
    environment: { type: 'text' },
    read_enabled: { type: 'boolean' },
    write_enabled: { type: 'boolean' },
    rate_limit_per_minute: { type: 'integer', nullable: true },
    created_at: { type: 'timestamptz' },
  },
});
