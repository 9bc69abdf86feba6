/** Which connectors serve a company's accounts: simulated (`sandbox`) or real platforms (`live`). */
export type Environment = 'sandbox' | 'live';

export interface Company {
  readonly id: string;
  readonly name: string;
  readonly environment: Environment;
  /** Information recovery (reads of data). */
  readonly readEnabled: boolean;
  /** Account creation. */
  readonly writeEnabled: boolean;
  /** Requests per minute per key for this company (0: no limit); absent, the service's `RATE_LIMIT_PER_MINUTE`. */
  readonly rateLimitPerMinute?: number;
  readonly createdAt: Date;
}
