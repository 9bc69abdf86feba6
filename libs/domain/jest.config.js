module.exports = {
  displayName: 'domain',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
