import { describeInstituteFamilyContract, instituteFamily, isolateNetwork, platformOf, retrieveInstituteData } from '@gig/platform-http/testing';
import { expectWellFormedData } from '@gig/testing';
import { SOCIAL_SECURITY_PATHS, socialSecurityFamily } from './index';

const SOCIAL_SECURITY = instituteFamily(socialSecurityFamily, __dirname);
const worker = { platform: 'imss', country: 'mx', identifier: 'GOMA850312HDFRRN09' };

describe('live imss requests', () => {
  isolateNetwork();

  it('speaks the paths of the README', () => {
    expect([SOCIAL_SECURITY_PATHS.startLogin(), SOCIAL_SECURITY_PATHS.status('r1')]).toEqual(['/v1/requests', '/v1/requests/r1']);
  });

  it('maps a ready request to the profile and the employment record, with no earnings', async () => {
    const data = await retrieveInstituteData(SOCIAL_SECURITY, worker, SOCIAL_SECURITY.fixtures.ready);
    expectWellFormedData(data, platformOf(SOCIAL_SECURITY, 'imss'));
    expect(data).toMatchObject({ earnings: [], warning: null });
    expect(data.profile).toMatchObject({
      workerId: '12038512345', profile: { firstName: 'Mario', birthday: '1985-03-12', email: null },
      idsInfo: [{ type: 'national', name: 'CURP', value: worker.identifier }, { type: 'social_security_number', name: 'NSS', value: '12038512345' }],
    });
    expect(data.employment?.employmentInfo).toEqual({ quotedWeeks: 512, discountedWeeks: 12, reintegratedWeeks: 4, status: 'employed' });
    expect(data.employment?.employmentHistory.map((job) => [job.startDate, job.endDate, job.baseSalary])).toEqual([
      ['2021-06-01', null, 452.1], ['2016-02-15', '2021-04-30', 318.5],
    ]);
  });
});

describeInstituteFamilyContract('social-security', SOCIAL_SECURITY, { worker, failingIdentifier: ['GODE561231HDFRRN09', 'curp_not_found'] });
