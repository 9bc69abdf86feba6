module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Each e2e file opens a database and the app; on a loaded 2-core machine that alone can take seconds.
  testTimeout: 30_000,
};
