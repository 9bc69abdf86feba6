import baseConfig from '../../eslint.config.mjs';

/**
 * The layers of src/: composition → surfaces (public-api, console-api, pages, background) → platform. A folder imports
 * only its own files and the layers below it; testing/ and the test files stand above them all (they compose the app).
 */
const SURFACES = ['public-api', 'console-api', 'pages', 'background'];
const TEST_SUFFIXES = ['*.spec.ts', '*.spec-setup.ts', '*.e2e.ts', '*.browser.ts', '*.fixture.ts'];
const testFilesOf = (folder) => TEST_SUFFIXES.map((suffix) => `${folder}/**/${suffix}`);
const TEST_FILES = [...testFilesOf('src'), 'src/testing/**/*.ts'];

/** Refuses a relative import that climbs into one of `folders` of src/ (none of them has a namesake deeper down). */
function refuseImportsOf(folders, layer) {
  return {
    'no-restricted-imports': ['error', {
      patterns: [{
        regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
        message: `${layer} (docs/architecture.md, "apps/api, by surface"): composition → surfaces (${SURFACES.join(', ')}) → platform; give what both sides need a home in the lower layer.`,
      }],
    }],
  };
}

export default [
  ...baseConfig,
  {
    files: ['src/platform/**/*.ts'],
    ignores: TEST_FILES,
    rules: refuseImportsOf(['composition', ...SURFACES, 'testing', 'main'], 'platform/ is the bottom layer: it imports only itself'),
  },
  {
    files: testFilesOf('src/platform'),
    rules: refuseImportsOf(['composition', ...SURFACES, 'main'], 'a spec of platform/ imports only platform/ and the harness (testing/)'),
  },
  {
    files: SURFACES.map((surface) => `src/${surface}/**/*.ts`),
    ignores: TEST_FILES,
    rules: refuseImportsOf(['composition', 'testing', 'main'], 'a surface imports itself, another surface and platform/, never composition/'),
  },
  {
    files: ['src/composition/**/*.ts'],
    ignores: TEST_FILES,
    rules: refuseImportsOf(['testing', 'main'], 'composition/ is the top layer below main.ts; the harness (testing/) is for tests'),
  },
];
