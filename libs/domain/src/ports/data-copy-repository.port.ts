import type { DataCopy } from '../consents/data-copy';

/** Copies of a worker's data prepared by the `prepare_data_copy` job, their JSON sealed by the SecretBox. */
export interface DataCopyRepository {
  create(copy: DataCopy): Promise<void>;
  /** The copy with its sealed JSON (null until ready), only for its own user in its company and before it expires. */
  findForUser(companyId: string, userId: string, copyId: string, now: Date): Promise<{ copy: DataCopy; sealedJson: string | null } | null>;
  /** Any copy by id, for its job. */
  find(copyId: string): Promise<DataCopy | null>;
  /** Stores the sealed JSON of a pending copy; false when it is no longer pending (or gone). */
  complete(copyId: string, sealedJson: string, readyAt: Date): Promise<boolean>;
  fail(copyId: string): Promise<boolean>;
}

declare module './unit-of-work.port' {
  interface Repositories {
    readonly dataCopies: DataCopyRepository;
  }
}
