module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Each e2e file opens a database and the app; on a loaded 2-core machine that alone can take seconds.
  testTimeout: 30_000,
  // Three workers on two cores: part of an e2e file's time is spent waiting on its databases, and every file has
  // databases of its own (PGlite in memory; with TEST_DATABASE_URL a copy of the run's template, made by the global
  // setup). The files that spawn the built server on the embedded database copy the migrated DATA_DIR the global setup
  // makes. Nx runs this project's tests last (nothing depends on the app), mostly alone: with two workers the machine
  // sat a fifth idle (919 tests: 280 s with two workers, 245 s with three, on a quiet two-core machine).
  maxWorkers: 3,
  // Each worker is recycled once it holds more than this after a file: 90 e2e files in one process ran it out of heap.
  // (Set, it also keeps Jest from running the files in band, where nothing would recycle.)
  workerIdleMemoryLimit: '1200MB',
  globalSetup: '../../libs/adapters/persistence/src/testing/test-run.global-setup.ts',
  globalTeardown: '../../libs/adapters/persistence/src/testing/test-run.global-teardown.ts',
};
