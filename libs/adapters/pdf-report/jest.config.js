module.exports = {
  displayName: 'pdf-report',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
