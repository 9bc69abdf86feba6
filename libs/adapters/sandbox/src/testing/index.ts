export { readmeScenarioRows } from './sandbox-readme.table';
export type { ReadmeScenarioRow } from './sandbox-readme.table';
