import type { ValueTransformer } from 'typeorm';

/** bigint columns hold cents below 2^53; both drivers hand them back as text or number. */
export const safeIntegerTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | bigint | null) => (value === null ? null : Number(value)),
};
