import { describeGigFamilyContract, gigFamily, isolateNetwork, platformOf, retrieveGigData } from '@gig/platform-http/testing';
import { expectWellFormedData } from '@gig/testing';
import dataRiderAccount from './fixtures/data.rider-account.json';
import { DELIVERY_PATHS, deliveryFamily } from './index';

const DELIVERY = gigFamily(deliveryFamily, __dirname);

describe('live delivery data', () => {
  isolateNetwork();
  const courier = (platform: string, country: string) => ({ platform, country, identifier: 'andres.gomez@example.com' });

  it('speaks the paths of the README', () => {
    expect([DELIVERY_PATHS.startLogin(), DELIVERY_PATHS.verify('s1'), DELIVERY_PATHS.retrieve('s1')])
      .toEqual(['/v1/sessions', '/v1/sessions/s1/verify', '/v1/sessions/s1/data']);
  });

  it('turns decimal strings into exact cents, currencies into lowercase codes, and maps the profile', async () => {
    const retrieved = await retrieveGigData(DELIVERY, courier('rappi', 'co'), DELIVERY.fixtures.data);
    expectWellFormedData(retrieved, platformOf(DELIVERY, 'rappi'));
    expect(retrieved.earnings.map((row) => [row.earningDate, row.amountCents, row.currency, row.countTrips])).toEqual([
      ['2025-03-10', 9850000, 'cop', 9], ['2025-03-11', 15230000, 'cop', 14], ['2025-03-13', 6120050, 'cop', 5], ['2025-03-14', 21000000, 'cop', 19],
    ]);
    expect(retrieved.profile).toMatchObject({
      workerId: DELIVERY.fixtures.data.worker?.id, profile: { firstName: 'Andrés', pictureUrl: null, cityName: 'Bogotá' },
      idsInfo: [{ type: 'national', name: 'CC', value: '1020304050' }], vehicleInfo: { type: 'motorcycle', licensePlate: 'XYZ12F' },
    });
  });

  it('drops the trip counts of a platform that reports none (cornershop)', async () => {
    const retrieved = await retrieveGigData(DELIVERY, courier('cornershop', 'cl'), DELIVERY.fixtures.data);
    expectWellFormedData(retrieved, platformOf(DELIVERY, 'cornershop'));
    expect(retrieved.earnings.map((row) => row.countTrips)).toEqual([null, null, null, null]);
  });

  it('carries a warning answer as the account warning, with no earnings', async () => {
    const retrieved = retrieveGigData(DELIVERY, courier('rappi', 'co'), dataRiderAccount);
    await expect(retrieved).resolves.toEqual({ earnings: [], profile: null, employment: null, warning: 'rider_account' });
  });
});

describeGigFamilyContract('delivery', DELIVERY, [
  { platform: 'rappi', country: 'co', identifier: '3001234567', secret: '4829', failing: ['3009999999', '0000'] },
  { platform: 'uber_eats', country: 'mx', identifier: 'andres.gomez@example.com', secret: '482913', failing: ['blocked.courier@example.com', '000000'] },
  { platform: 'cornershop', country: 'cl', identifier: 'andres.gomez@example.com', secret: 'Correcto-2025', failing: ['blocked.courier@example.com', 'wrong-password'] },
]);
