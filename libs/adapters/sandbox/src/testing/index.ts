export { readmeScenarioRows } from './sandbox-readme.table';
export type { ReadmeScenarioRow } from './sandbox-readme.table';
export { SANDBOX_TEST_PLATFORMS } from './sandbox-test.platforms';
