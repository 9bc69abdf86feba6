module.exports = {
  displayName: 'docs',
  preset: '../jest.preset.js',
  rootDir: __dirname,
  roots: ['<rootDir>/checks'],
};
