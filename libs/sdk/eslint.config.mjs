import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The examples import `@gig/sdk` as a client's code does; the self-import is their point.
    files: ['examples/**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
