module.exports = {
  displayName: 'ride-hailing',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
