module.exports = {
  displayName: 'build-outputs',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
