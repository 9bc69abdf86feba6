import type { ErrorCode } from '../errors/error-catalogue';
import type { PlatformConnector } from '../ports/platform-connector.port';
import type { Platform, PlatformFamily, PlatformProtocol } from './platform';

/** A platform as its family lib lists it: the family and the protocol are the family's. */
export type PlatformRow = Omit<Platform, 'family' | 'protocol'>;

/** How the app reaches a family's extraction service. */
export interface FamilyConnectorOptions {
  /** The service's base URL, from the family's `envVar`. */
  readonly baseUrl: string;
  /** Time limit of one request. */
  readonly timeoutMs?: number;
  /** Default: the global fetch. */
  readonly fetch?: typeof fetch;
}

/**
 * The plug-in contract of a platform family lib: its platforms, how their data is had, the variable
 * holding its extraction service's URL and its live connector. The app assembles the platform
 * registry and the live connectors from the list of descriptors it loads.
 */
export interface PlatformFamilyDescriptor {
  readonly family: PlatformFamily;
  readonly protocol: PlatformProtocol;
  readonly platforms: readonly Platform[];
  /** e.g. `RIDE_HAILING_URL`. */
  readonly envVar: string;
  /** Refreshes of the family's accounts queued or running at once, across every process (default 20; `REFRESH_MAX_CONCURRENCY_<FAMILY>` overrides). */
  readonly refreshConcurrency?: number;
  /** Every code its live connector can fail a login step with (its error table, its schema code, its transport's): the document lists them. */
  readonly failureCodes: readonly ErrorCode[];
  /** Throws an Error naming the problem when the base URL is unusable. */
  createConnector(options: FamilyConnectorOptions): PlatformConnector;
}

export interface PlatformFamilyDefinition extends Omit<PlatformFamilyDescriptor, 'platforms'> {
  readonly platforms: readonly PlatformRow[];
}

/** The descriptor of a family, each of its platforms carrying the family's name and protocol. */
export function definePlatformFamily(definition: PlatformFamilyDefinition): PlatformFamilyDescriptor {
  const { family, protocol, envVar, createConnector, refreshConcurrency, failureCodes } = definition;
  const platforms = definition.platforms.map((row): Platform => ({ ...row, family, protocol }));
  return { family, protocol, platforms, envVar, failureCodes, createConnector, ...(refreshConcurrency ? { refreshConcurrency } : {}) };
}
