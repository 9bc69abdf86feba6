import { dataCopiesTypeOrm } from './typeorm.data-copy.repository';

/**
 * The resources that register their repositories and migrations themselves; `typeOrmRepositories` and `migrations`
 * take them from here, so a new resource adds one line.
 */
export const TYPEORM_RESOURCES = [dataCopiesTypeOrm] as const;
