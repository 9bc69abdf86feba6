/** Injection token of the background worker's options. */
export const JOB_OPTIONS = Symbol('JobOptions');
