import { describeInstituteFamilyContract, instituteFamily, isolateNetwork, platformOf, retrieveInstituteData } from '@gig/platform-http/testing';
import { expectWellFormedData } from '@gig/testing';
import { createSocialSecurityConnector, SOCIAL_SECURITY_PATHS, SOCIAL_SECURITY_SPEC } from './index';

const SOCIAL_SECURITY = instituteFamily(SOCIAL_SECURITY_SPEC, createSocialSecurityConnector, __dirname);
const worker = { platform: 'imss', country: 'mx', identifier: 'GOMA850312HDFRRN09' };

describe('live imss requests', () => {
  isolateNetwork();

  it('speaks the paths of the README', () => {
    expect([SOCIAL_SECURITY_PATHS.startLogin(), SOCIAL_SECURITY_PATHS.status('r1')]).toEqual(['/v1/requests', '/v1/requests/r1']);
  });

  it('maps a ready request to the profile and the employment record, with no earnings', async () => {
    const data = await retrieveInstituteData(SOCIAL_SECURITY, worker, SOCIAL_SECURITY.fixtures.ready);
    expectWellFormedData(data, platformOf(SOCIAL_SECURITY_SPEC, 'imss'));
    expect(data).toMatchObject({ earnings: [], warning: null });
    expect(data.profile).toMatchObject({
      worker_id: '12038512345', profile: { first_name: 'Mario', birthday: '1985-03-12', email: null },
      ids_info: [{ type: 'national_id', name: 'CURP', value: worker.identifier }, { type: 'social_security', name: 'NSS', value: '12038512345' }],
    });
    expect(data.employment?.employment_info).toEqual({ quoted_weeks: 512, discounted_weeks: 12, reintegrated_weeks: 4, status: 'employed' });
    expect(data.employment?.employment_history.map((job) => [job.start_date, job.end_date, job.base_salary])).toEqual([
      ['2021-06-01', null, 452.1], ['2016-02-15', '2021-04-30', 318.5],
    ]);
  });
});

describeInstituteFamilyContract('social-security', SOCIAL_SECURITY, { worker, failingIdentifier: ['GODE561231HDFRRN09', 'curp_not_found'] });
