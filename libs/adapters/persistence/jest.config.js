module.exports = {
  displayName: 'persistence',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  // Jest's default on two cores is one worker, which ran the files one after another (the contracts on PGlite, on
  // PostgreSQL and through PgBouncer, the backups, the replicas: 25 minutes in one process on a loaded machine). Part of
  // each file's time is spent waiting on its databases, as in the api's suites.
  maxWorkers: 3,
  // As in apps/api: three workers on a loaded two-core machine, and contract tests that walk every status pair in a
  // few hundred statements one after another (account-lifecycle.contract.ts), which outlast Jest's 5 s default there.
  testTimeout: 30_000,
  // With TEST_DATABASE_URL, one migrated template database for the run, which every test file copies.
  globalSetup: './src/testing/postgres-template.global-setup.ts',
  globalTeardown: './src/testing/postgres-template.global-teardown.ts',
};
