import { describePersistenceContracts } from '../contracts/persistence.contracts';
import { InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories } from './in-memory.repositories';

describePersistenceContracts('in-memory', async () => {
  let store = new InMemoryStore();
  const harness = {
    repositories: inMemoryRepositories(store),
    unitOfWork: new InMemoryUnitOfWork(store),
    reset: async () => {
      store = new InMemoryStore();
      Object.assign(harness, { repositories: inMemoryRepositories(store), unitOfWork: new InMemoryUnitOfWork(store) });
    },
    close: async () => undefined,
  };
  return harness;
});
