import { readmeScenarioRows, ReadmeScenarioRow } from '../testing/sandbox-readme.table';
import { SANDBOX_TEST_PLATFORMS } from '../testing/sandbox-test.platforms';
import { sandboxScenarios } from './sandbox-scenarios';

const SANDBOX_SCENARIOS = sandboxScenarios(SANDBOX_TEST_PLATFORMS);
/** The README names a field as the wire does (`otp_code`); the scenarios by its domain path (`otpCode`). */
const domainPath = (wireName: string) => wireName.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

describe('README reserved-values table', () => {
  it('lists exactly the reserved values of the standard platforms, in order', () => {
    const columns = ({ platform, field, value, code, stage }: Omit<ReadmeScenarioRow, 'http_status'>) => ({ platform, field, value, code, stage });
    expect(readmeScenarioRows().map((row) => columns({ ...row, field: domainPath(row.field) }))).toEqual(SANDBOX_SCENARIOS.map(columns));
  });

  it('shows status 200 on exactly the rows that do not fail (warnings, new earnings at refresh)', () => {
    expect(readmeScenarioRows().map((row) => row.http_status === 200)).toEqual(SANDBOX_SCENARIOS.map((row) => row.outcome !== 'failure'));
  });
});
