module.exports = {
  displayName: 'persistence',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  // With TEST_DATABASE_URL, one migrated template database for the run, which every test file copies.
  globalSetup: './src/testing/postgres-template.global-setup.ts',
  globalTeardown: './src/testing/postgres-template.global-teardown.ts',
};
