module.exports = {
  displayName: 'social-security',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
