import nx from '@nx/eslint-plugin';

/** Packages the framework-free layers must never import. */
const frameworksAndDrivers = [
  '@nestjs/*',
  'express',
  'typeorm',
  'typeorm-*',
  'class-validator',
  'class-transformer',
  'reflect-metadata',
  'axios',
  'undici',
  'node-fetch',
  'got',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'pino',
  'pino-*',
  'nestjs-pino',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/.data', '**/tmp', '**/coverage'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: frameworksAndDrivers,
            },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: frameworksAndDrivers,
            },
            {
              // Platform-family adapters share one HTTP client; adapters never import each other otherwise.
              sourceTag: 'type:adapter',
              onlyDependOnLibsWithTags: ['type:domain', 'type:testing', 'scope:platform-http'],
              bannedExternalImports: ['@nestjs/*', 'express', 'nestjs-pino'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:testing', 'type:sdk'],
            },
            {
              // The client SDK ships alone: only its generated types and openapi-fetch, nothing of the service.
              sourceTag: 'type:sdk',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: frameworksAndDrivers,
            },
            {
              sourceTag: 'type:tool',
              onlyDependOnLibsWithTags: ['type:domain', 'type:adapter', 'type:testing'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(describe|it|test)$/][callee.property.name='only']", message: 'Focused tests silence the rest of the suite.' },
      ],
    },
  },
];
