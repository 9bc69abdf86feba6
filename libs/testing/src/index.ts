export * from './fakes/in-memory.repositories';
export * from './contracts/persistence-harness';
export * from './contracts/company.repository.contract';
export * from './contracts/user.repository.contract';
export * from './contracts/account.repository.contract';
export * from './contracts/earnings.repository.contract';
export * from './contracts/unit-of-work.contract';
export * from './contracts/persistence.contracts';
