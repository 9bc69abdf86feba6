/** Above this many days of earnings across the worker's accounts, their copy is prepared by a job (202, then poll). */
export const LARGE_COPY_EARNING_DAYS = 2_000;
/** How long a prepared copy is kept before the retention loop purges it. */
export const DATA_COPY_TTL_MS = 86_400_000;

export const DATA_COPY_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataCopyStatus = (typeof DATA_COPY_STATUSES)[number];

/** A copy of the worker's data prepared in the background; its JSON is kept sealed until it expires. */
export interface DataCopy {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  readonly status: DataCopyStatus;
  readonly createdAt: Date;
  readonly readyAt: Date | null;
  readonly expiresAt: Date;
}
