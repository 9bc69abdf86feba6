import { EntitySchema } from 'typeorm';
import { timestampColumns } from './record-columns';

export type JobStatus = 'queued' | 'running' | 'failed';

export interface JobRow {
  id: string;
  kind: string;
  /** Exactly one of the three is set: the report for `generate_report`, the copy for `prepare_data_copy`, the account otherwise. */
  account_id: string | null;
  report_id: string | null;
  data_copy_id: string | null;
  /** The subject's company, whose in-flight jobs the claim counts. */
  company_id: string;
  /** `JOB_PRIORITY` of the kind: lower runs first within a company. */
  priority: number;
  status: JobStatus;
  run_at: Date;
  attempts: number;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Durable jobs; the queue itself works in raw SQL (`FOR UPDATE SKIP LOCKED`), see TypeOrmJobQueue. */
export const JobSchema = new EntitySchema<JobRow>({
  name: 'Job',
  tableName: 'jobs',
  columns: {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    kind: { type: 'text' },
    account_id: { type: 'uuid', nullable: true },
    report_id: { type: 'uuid', nullable: true },
    data_copy_id: { type: 'uuid', nullable: true },
    company_id: { type: 'uuid' },
    priority: { type: 'smallint' },
    status: { type: 'text' },
    run_at: { type: 'timestamptz' },
    attempts: { type: 'integer' },
    locked_by: { type: 'text', nullable: true },
    locked_until: { type: 'timestamptz', nullable: true },
    last_error: { type: 'text', nullable: true },
    ...timestampColumns(),
  },
});
