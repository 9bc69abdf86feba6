module.exports = {
  displayName: 'connect',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
