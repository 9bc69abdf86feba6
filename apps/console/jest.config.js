module.exports = {
  displayName: 'console',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
