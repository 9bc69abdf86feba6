const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

/**
 * Shared Jest settings: ts-jest in transpile-only mode (types are checked by the typecheck target), its output kept in
 * one cache that every project reads (tools/jest/shared-cache.transformer.js).
 */
module.exports = {
  testEnvironment: 'node',
  runtime: path.join(__dirname, 'tools/jest/compile-cached.runtime.js'),
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  transform: {
    '^.+\\.ts$': [
      path.join(__dirname, 'tools/jest/shared-cache.transformer.js'),
      { tsconfig: path.join(__dirname, 'tsconfig.base.json') },
    ],
  },
  testMatch: ['**/*.spec.ts'],
  restoreMocks: true,
};
