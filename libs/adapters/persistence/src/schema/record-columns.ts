import type { EntitySchemaColumnOptions } from 'typeorm';

/** The uuid primary key most tables are keyed by. */
export const uuidPrimaryColumn = (): EntitySchemaColumnOptions => ({ type: 'uuid', primary: true });

/** The first columns of a record a company owns: its own uuid key and its company's. */
export const companyRecordColumns = () => ({
  id: uuidPrimaryColumn(),
  company_id: { type: 'uuid' } satisfies EntitySchemaColumnOptions,
});

/** When the record was created and last changed, both set by the code that writes it. */
export const timestampColumns = () => ({
  created_at: { type: 'timestamptz' } satisfies EntitySchemaColumnOptions,
  updated_at: { type: 'timestamptz' } satisfies EntitySchemaColumnOptions,
});
