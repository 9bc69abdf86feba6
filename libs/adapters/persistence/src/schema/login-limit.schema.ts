import { EntitySchema } from 'typeorm';

export interface LoginLimitRow {
  company_id: string;
  platform: string;
  identifier: string;
  last_success_at: Date | null;
  blocked_until: Date | null;
  block_code: string | null;
}

export const LoginLimitSchema = new EntitySchema<LoginLimitRow>({
  name: 'LoginLimit',
  tableName: 'login_limits',
  columns: {
    company_id: { type: 'uuid', primary: true },
    platform: { type: 'text', primary: true },
    identifier: { type: 'text', primary: true },
    last_success_at: { type: 'timestamptz', nullable: true },
    blocked_until: { type: 'timestamptz', nullable: true },
    block_code: { type: 'text', nullable: true },
  },
});
