import { dataCopiesFake } from './in-memory.data-copy.repository';

/**
 * The resources that register their fakes and contracts themselves; `inMemoryRepositories` and
 * `describePersistenceContracts` take them from here, so a new resource adds one line.
 */
export const FAKE_RESOURCES = [dataCopiesFake] as const;
