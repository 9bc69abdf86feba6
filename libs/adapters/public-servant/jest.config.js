module.exports = {
  displayName: 'public-servant',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
