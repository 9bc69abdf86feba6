module.exports = {
  displayName: 'persistence',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
