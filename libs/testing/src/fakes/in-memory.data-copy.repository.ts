import type { DataCopy, DataCopyRepository } from '@gig/domain';
import { describeDataCopyRepositoryContract } from '../contracts/data-copy.repository.contract';
import type { FakeResource } from './fake-resource';
import type { InMemoryStore } from './in-memory.store';

/** What ON DELETE CASCADE does for a user: their copies go, and each copy's job with it. */
export function forgetCopiesOf(store: InMemoryStore, userId: string): void {
  for (const [id, row] of store.dataCopies) if (row.copy.userId === userId) deleteCopy(store, id);
}

function deleteCopy(store: InMemoryStore, copyId: string): void {
  store.dataCopies.delete(copyId);
  for (const [id, job] of store.jobs) if (job.kind === 'prepare_data_copy' && job.subjectId === copyId) store.jobs.delete(id);
}

export class InMemoryDataCopyRepository implements DataCopyRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(copy: DataCopy): Promise<void> {
    if (this.store.users.get(copy.userId)?.companyId !== copy.companyId) throw new Error(`foreign key violation: no user ${copy.userId}`);
    if (this.store.dataCopies.has(copy.id)) throw new Error(`duplicate key: data copy ${copy.id}`);
    this.store.dataCopies.set(copy.id, { copy, sealedJson: null });
  }

  async findForUser(companyId: string, userId: string, copyId: string, now: Date) {
    const row = this.store.dataCopies.get(copyId);
    if (!row || row.copy.companyId !== companyId || row.copy.userId !== userId || row.copy.expiresAt <= now) return null;
    return row;
  }

  async find(copyId: string): Promise<DataCopy | null> {
    return this.store.dataCopies.get(copyId)?.copy ?? null;
  }

  async complete(copyId: string, sealedJson: string, readyAt: Date): Promise<boolean> {
    const row = this.store.dataCopies.get(copyId);
    if (row?.copy.status !== 'pending') return false;
    this.store.dataCopies.set(copyId, { copy: { ...row.copy, status: 'ready', readyAt }, sealedJson });
    return true;
  }

  async fail(copyId: string): Promise<boolean> {
    const row = this.store.dataCopies.get(copyId);
    if (row?.copy.status !== 'pending') return false;
    this.store.dataCopies.set(copyId, { copy: { ...row.copy, status: 'failed' }, sealedJson: null });
    return true;
  }

}

export const dataCopiesFake = {
  fakes: (store: InMemoryStore) => ({ dataCopies: new InMemoryDataCopyRepository(store) }),
  contracts: [describeDataCopyRepositoryContract],
} satisfies FakeResource;
