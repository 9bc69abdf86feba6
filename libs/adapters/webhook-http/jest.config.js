module.exports = {
  displayName: 'webhook-http',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
