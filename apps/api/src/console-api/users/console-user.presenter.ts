import type { DirectoryUser } from '@gig/domain';
import { presentUser } from '../../public-api/users/user.presenter';

/** A row of the users listing. */
export interface UserRowJson {
  readonly user_id: string;
  readonly external_id: string | null;
  readonly created_at: string;
  readonly accounts_count: number;
}

export function presentUserRow(row: DirectoryUser): UserRowJson {
  const { user_id, external_id, created_at } = presentUser(row.user);
  return { user_id, external_id, created_at, accounts_count: row.accountsCount };
}
