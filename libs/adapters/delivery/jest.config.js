module.exports = {
  displayName: 'delivery',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
