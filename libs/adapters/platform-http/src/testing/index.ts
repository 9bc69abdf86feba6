/**
 * `@gig/platform-http/testing`: the shared test suites of the platform-family libs (nock plays each family's
 * extraction service from the lib's `src/fixtures`). For spec files only; production code never imports it.
 */
export { describeAnswerFailures, describeErrorTable } from './answer-failures';
export { describeFamilyDescriptor } from './family-descriptor';
export type { ExpectedFamily } from './family-descriptor';
export { describeGigFamilyContract, gigExtractionService } from './gig-family.contract';
export type { GigScript } from './gig-family.contract';
export { describeGigFamilyErrors } from './gig-family.errors';
export type { GigFamilyErrorsOptions, GigLocalRefusals } from './gig-family.errors';
export { gigCalls, gigFamily, readGigFixtures, retrieveGigData } from './gig-family';
export type { GigDataAnswer, GigEarningRow, GigFamily, GigFixtures } from './gig-family';
export {
  answerCall, anyIdPath, intercept, isolateNetwork, platformOf, readFixture, recordedAnswer, serviceUrl, workerOf,
} from './harness';
export type { Body, CallUnderTest, FamilyUnderTest, RecordedErrorAnswer, WorkerFixture } from './harness';
export { describeInstituteFamilyContract, instituteExtractionService } from './institute-family.contract';
export type { InstituteContractOptions } from './institute-family.contract';
export { describeInstituteFamilyErrors } from './institute-family.errors';
export type { InstituteFamilyErrorsOptions } from './institute-family.errors';
export { instituteCalls, instituteFamily, readInstituteFixtures, retrieveInstituteData } from './institute-family';
export type { InstituteFamily, InstituteFixtures, InstituteJob, InstituteStatusAnswer } from './institute-family';
export { describeLiveContract, SERVICE_PREFIX } from './live-contract';
export type { LiveContractScript } from './live-contract';
