/** `npm run e2e`: the connect widget in Debian's Chromium against the real server (not part of `npm test`). */
module.exports = {
  displayName: 'api-browser',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['**/*.browser.ts'],
  testTimeout: 60_000,
};
