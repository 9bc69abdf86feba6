module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // nock keeps its fetch interceptor on the global scope across test files.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};
