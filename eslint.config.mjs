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

const focusedTests = {
  selector: "CallExpression[callee.object.name=/^(describe|it|test)$/][callee.property.name='only']",
  message: 'Focused tests silence the rest of the suite.',
};

/** Jest hooks that open, reset or close a database, the app, a server or a process: each needs a time budget. */
const openingHook =
  'CallExpression[callee.name=/^before(All|Each)$/][arguments.length=1]:has(' +
  'CallExpression[callee.name=/^(openApiHarness|openTestDatabase|openDatabase|composeForTests|launchChromium|spawn|fork|make|makeSubject)$/], ' +
  'CallExpression[callee.property.name=/^(start|listen|reset|truncate|createNestApplication)$/])';
const closingHook =
  'CallExpression[callee.name=/^after(All|Each)$/][arguments.length=1]:has(CallExpression[callee.property.name=/^(close|dispose|kill|stop|release)$/])';
const unbudgetedHooks = [openingHook, closingHook].map((selector) => ({
  selector,
  message: 'Give this hook a time budget sized for a loaded two-core machine: OPEN_BUDGET_MS, RESET_BUDGET_MS or CLOSE_BUDGET_MS from @gig/testing (their figures where it is out of reach).',
}));

/** The layer rule; `domainMayUse` widens what the domain may import, for its specs only. */
function moduleBoundaries(domainMayUse = ['type:domain'], ignoredCircularDependencies = []) {
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow: [],
      ignoredCircularDependencies,
      depConstraints: [
        {
          sourceTag: 'type:domain',
          onlyDependOnLibsWithTags: domainMayUse,
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
          // The front ends (console, connect page) reach the service only through the generated SDK types.
          sourceTag: 'type:frontend',
          onlyDependOnLibsWithTags: ['type:sdk'],
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
  ];
}

/**
 * Domain specs run over the contract-tested in-memory fakes of `@gig/testing`: they (and the setup they share) may
 * import it. The domain's project.json drops that edge from the project graph, so nothing else sees a cycle.
 */
export function domainSpecsMayUseTesting(root = 'libs/domain/') {
  return {
    files: [`${root}src/**/*.spec.ts`, `${root}src/**/*.spec-setup.ts`],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(['type:domain', 'type:testing'], [['domain', 'testing']]) },
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/.data', '**/tmp', '**/coverage'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', focusedTests],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.fixture.ts', '**/testing/**/*.ts', '**/contracts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', focusedTests, ...unbudgetedHooks] },
  },
  domainSpecsMayUseTesting(),
];
