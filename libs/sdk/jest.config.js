module.exports = {
  displayName: 'sdk',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
