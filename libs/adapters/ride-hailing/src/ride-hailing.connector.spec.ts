import { describeGigFamilyContract, gigFamily, isolateNetwork, platformOf, retrieveGigData } from '@gig/platform-http/testing';
import { expectWellFormedData } from '@gig/testing';
import dataBanned from './fixtures/data.banned.json';
import { RIDE_HAILING_PATHS, rideHailingFamily } from './index';

const RIDE_HAILING = gigFamily(rideHailingFamily, __dirname);

describe('live ride-hailing data', () => {
  isolateNetwork();
  const uber = { platform: 'uber', country: 'mx', identifier: 'maria.lopez@example.com' };

  it('speaks the paths of the README', () => {
    expect([RIDE_HAILING_PATHS.startLogin(), RIDE_HAILING_PATHS.verify('s1'), RIDE_HAILING_PATHS.retrieve('s1')])
      .toEqual(['/v1/sessions', '/v1/sessions/s1/verify', '/v1/sessions/s1/data']);
  });

  it('turns decimal strings into exact cents, currencies into lowercase codes, and maps the profile', async () => {
    const retrieved = await retrieveGigData(RIDE_HAILING, uber, RIDE_HAILING.fixtures.data);
    expectWellFormedData(retrieved, platformOf(RIDE_HAILING, 'uber'));
    expect(retrieved.earnings.map((row) => [row.earningDate, row.amountCents, row.currency, row.countTrips])).toEqual([
      ['2025-03-10', 77384, 'mxn', 7], ['2025-03-11', 101550, 'mxn', 11], ['2025-03-12', 0, 'mxn', 0],
      ['2025-03-13', 145900, 'mxn', 16], ['2025-03-14', 221007, 'mxn', null],
    ]);
    expect(retrieved.profile).toMatchObject({
      workerId: RIDE_HAILING.fixtures.data.worker?.id, profile: { firstName: 'María', birthday: '1990-07-04', cityName: 'Ciudad de México' },
      vehicleInfo: { brand: 'Nissan', year: 2019, licensePlate: 'ABC-123-D' }, metricsInfo: { rating: 4.87, levelName: 'Gold' },
    });
    expect(retrieved).toMatchObject({ employment: null, warning: null });
  });

  it('carries a warning answer as the account warning, with no earnings', async () => {
    await expect(retrieveGigData(RIDE_HAILING, uber, dataBanned)).resolves.toEqual({ earnings: [], profile: null, employment: null, warning: 'banned' });
  });
});

describeGigFamilyContract('ride-hailing', RIDE_HAILING, [
  { platform: 'uber', country: 'mx', identifier: 'maria.lopez@example.com', secret: '482913', failing: ['blocked.driver@example.com', '000000'] },
  { platform: 'didi', country: 'mx', identifier: '5512345678', secret: '4829', failing: ['5599999999', '0000'] },
  { platform: 'cabify', country: 'cl', identifier: 'maria.lopez@example.com', secret: 'Correcto-2025', failing: ['blocked.driver@example.com', 'wrong-password'] },
]);
