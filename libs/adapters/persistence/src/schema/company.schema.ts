import { EntitySchema } from 'typeorm';

export interface CompanyRow {
  id: string;
  name: string;
  environment: string;
  read_enabled: boolean;
  write_enabled: boolean;
  created_at: Date;
}

export const CompanySchema = new EntitySchema<CompanyRow>({
  name: 'Company',
  tableName: 'companies',
  columns: {
    id: { type: 'uuid', primary: true },
    name: { type: 'text' },
    environment: { type: 'text' },
    read_enabled: { type: 'boolean' },
    write_enabled: { type: 'boolean' },
    created_at: { type: 'timestamptz' },
  },
});
