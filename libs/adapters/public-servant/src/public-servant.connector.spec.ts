import { describeInstituteFamilyContract, instituteFamily, isolateNetwork, platformOf, retrieveInstituteData } from '@gig/platform-http/testing';
import { expectWellFormedData } from '@gig/testing';
import { PUBLIC_SERVANT_PATHS, publicServantFamily } from './index';

const PUBLIC_SERVANT = instituteFamily(publicServantFamily, __dirname);
const worker = { platform: 'issste', country: 'mx', identifier: 'RUPL900704MJCZRS05' };

describe('live issste requests', () => {
  isolateNetwork();

  it('speaks the paths of the README', () => {
    expect([PUBLIC_SERVANT_PATHS.startLogin(), PUBLIC_SERVANT_PATHS.status('r1')]).toEqual(['/v1/requests', '/v1/requests/r1']);
  });

  it('maps a ready request to the profile and the employment record, with no earnings', async () => {
    const data = await retrieveInstituteData(PUBLIC_SERVANT, worker, PUBLIC_SERVANT.fixtures.ready);
    expectWellFormedData(data, platformOf(PUBLIC_SERVANT, 'issste'));
    expect(data).toMatchObject({ earnings: [], warning: null });
    expect(data.profile).toMatchObject({
      workerId: 'RUPL900704K21', profile: { firstName: 'Laura', birthday: '1990-07-04', email: null },
      idsInfo: [{ type: 'national', name: 'CURP', value: worker.identifier }, { type: 'tax', name: 'RFC', value: 'RUPL900704K21' }],
    });
    expect(data.employment?.employmentInfo).toEqual({ quotedWeeks: 730, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' });
    expect(data.employment?.employmentHistory.map((job) => [job.startDate, job.endDate, job.baseSalary])).toEqual([
      ['2017-08-16', null, 689.4], ['2013-01-02', '2017-07-31', null],
    ]);
  });
});

describeInstituteFamilyContract('public-servant', PUBLIC_SERVANT, { worker, failingIdentifier: ['GODE561231HDFRRN09', 'curp_not_found'] });
