const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

/** Shared Jest settings: ts-jest in transpile-only mode (types are checked by the typecheck target). */
module.exports = {
  testEnvironment: 'node',
  runtime: path.join(__dirname, 'tools/jest/compile-cached.runtime.js'),
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.base.json') }],
  },
  testMatch: ['**/*.spec.ts'],
  restoreMocks: true,
};
