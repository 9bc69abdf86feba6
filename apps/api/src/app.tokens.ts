/** Injection tokens for the domain's ports and the app's options. */
export const REPOSITORIES = Symbol('Repositories');
export const EXCHANGE_RATES = Symbol('ExchangeRates');
export const CLOCK = Symbol('Clock');
export const DATABASE = Symbol('Database');
export const CONNECTION_DEPS = Symbol('ConnectionDeps');
export const JOB_OPTIONS = Symbol('JobOptions');
