module.exports = {
  displayName: 'pdf-document',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
