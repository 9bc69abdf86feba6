import type { User, UserRef } from '../users/user';

export interface UserRepository {
  create(user: User): Promise<void>;
  /** Finds a user of this company only; users of other companies are invisible. */
  findByRef(companyId: string, ref: UserRef): Promise<User | null>;
}
