module.exports = {
  displayName: 'platform-http',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
