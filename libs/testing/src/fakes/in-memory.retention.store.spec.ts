import { describeRetentionStoreContract } from '../contracts/retention.store.contract';
import { InMemoryIdempotencyStore } from './in-memory.idempotency.store';
import { InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories } from './in-memory.repositories';
import { InMemoryRetentionStore } from './in-memory.retention.store';

describeRetentionStoreContract('in memory', async () => {
  const fresh = () => {
    const store = new InMemoryStore();
    const idempotency = new InMemoryIdempotencyStore();
    return { repositories: inMemoryRepositories(store), unitOfWork: new InMemoryUnitOfWork(store), idempotency, retention: new InMemoryRetentionStore(store, idempotency) };
  };
  const harness = { ...fresh(), reset: async () => void Object.assign(harness, fresh()), close: async () => undefined };
  return harness;
});
