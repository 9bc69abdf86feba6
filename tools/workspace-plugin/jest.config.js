module.exports = {
  displayName: 'workspace-plugin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
