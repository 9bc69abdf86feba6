module.exports = {
  displayName: 'fx',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
