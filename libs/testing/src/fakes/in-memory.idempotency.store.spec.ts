import { describeIdempotencyStoreContract } from '../contracts/idempotency.store.contract';
import { InMemoryIdempotencyStore } from './in-memory.idempotency.store';

describeIdempotencyStoreContract('in memory', async () => ({ store: new InMemoryIdempotencyStore(), close: async () => undefined }));
