import { DomainError } from '@gig/domain';
import { CircuitOpenError } from './circuit-breaker';
import { RequestBudgetSpent } from './request-budget';

/**
 * Node's socket errors and pg's own messages when the server is gone, refuses, or does not answer in time; and
 * TypeORM's when a transaction's connection died under it (its next statement, or its COMMIT, finds the query runner released:
 * a primary killed mid-transaction, `npm run cluster:drill`'s failover; the COMMIT was never sent, so nothing was written).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE: connection exceptions (08…), shutdown and recovery (57P0x), too many connections, statement timeout. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300|57014)$/;
const PG_MESSAGES = /timeout exceeded when trying to connect|^timeout expired$|Connection terminated|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|database is not reachable|connection provided by a query runner was already released|^Query runner already released/i;

/** Whether `error` (as pg, Node or TypeORM raise it) says the database cannot be used right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    if (cause instanceof CircuitOpenError || cause instanceof RequestBudgetSpent) return true;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    cause = (cause as { driverError?: unknown; cause?: unknown }).driverError ?? (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** `service_unavailable`, with `retry-after`: a second unless the circuit is open and its next check is later. */
export const databaseUnavailable = (retryAfterSeconds = 1) =>
  new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.', null, retryAfterSeconds);

/** `service_unavailable` for an unreachable database; any other error as it is. */
export const translateFault = (error: unknown): unknown => (isDatabaseUnavailable(error) ? databaseUnavailable(openCircuitIn(error)?.retryAfterSeconds) : error);

function openCircuitIn(error: unknown): CircuitOpenError | null {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    if (cause instanceof CircuitOpenError) return cause;
    cause = (cause as { driverError?: unknown; cause?: unknown }).driverError ?? (cause as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The same object, each method's rejection translated: a database that cannot be reached becomes
 * `service_unavailable` (503 on the wire); every other failure (a unique violation…) passes as it is.
 */
export function translateFaults<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(translateFault(error))) : result;
      };
    },
  });
}

/** Every repository of a set, translated. */
export function translateEachFaults<T extends object>(repositories: T): T {
  return Object.fromEntries(Object.entries(repositories).map(([name, repository]) => [name, translateFaults(repository as object)])) as T;
}
