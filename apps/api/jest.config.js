module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Each e2e file opens a database and the app; on a loaded 2-core machine that alone can take seconds.
  testTimeout: 30_000,
  // One worker, recycled once it holds more than this after a file: 90 e2e files in one process ran it out of heap.
  // (Set, it also keeps Jest from running the files in band, where nothing would recycle.)
  workerIdleMemoryLimit: '1200MB',
};
