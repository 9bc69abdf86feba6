/** Injection tokens for the domain's ports. */
export const REPOSITORIES = Symbol('Repositories');
export const EXCHANGE_RATES = Symbol('ExchangeRates');
export const CLOCK = Symbol('Clock');
export const DATABASE = Symbol('Database');
