import { anAccount, anEmployment, aProfile, seedUser } from '@gig/testing';
import { specDatabase } from '../testing/spec-database';
import { AccountEmploymentSchema, AccountProfileSchema } from './account-data.schema';
import { decodeAccountRow } from './account.schema';
import { decodeEmployment, encodeEmployment } from './employment.document';
import { decodeProfile, encodeProfile, ProfileDocument } from './profile.document';
import { MalformedRowError } from './row-reader';

/** Written by the service before profiles and employment records had camelCase domain types. */
const STORED_PROFILE: ProfileDocument = {
  worker_id: 'drv-9f8e',
  profile: {
    first_name: 'José', last_name: 'Ñúñez "el Rayo"', email: 'jose@example.com', phone: '+525512345678',
    birthday: '1990-02-28', address: null, city_name: 'Ciudad de México', picture_url: null,
  },
  ids_info: [{ type: 'curp', name: 'CURP', value: 'NUNJ900228HDFXXX01' }],
  vehicle_info: { type: 'car', brand: 'Nissan', model: 'Versa', year: 2019, license_plate: null },
  metrics_info: { acceptance_rate: 0.93, cancellation_rate: 0, rating: 4.87, lifetime_trips: 5123, time_since_first_trip: '3 years', level_name: null },
};

const onEveryDatabase = [['PGlite', undefined], ['PostgreSQL', process.env.TEST_DATABASE_URL]].filter(([, url], i) => i === 0 || url);

describe.each(onEveryDatabase)('Stored profile and employment documents on %s', (_name, postgresUrl) => {
  const spec = specDatabase(postgresUrl);

  async function anAccountId(): Promise<string> {
    const { user } = await seedUser(spec.db.repositories);
    const account = anAccount(user, { platform: 'imss', identifier: 'NUNJ900228HDFXXX01' });
    await spec.db.repositories.accounts.create(account);
    return account.id;
  }

  it('keeps the snake_case format the columns have always held', async () => {
    const accountId = await anAccountId();
    await spec.db.repositories.accountData.saveProfile(accountId, aProfile());
    await spec.db.repositories.accountData.saveEmployment(accountId, anEmployment());
    const [row] = await spec.db.dataSource.query(
      `SELECT p.profile::text AS profile, e.employment::text AS employment
         FROM account_profiles p JOIN account_employment e USING (account_id) WHERE account_id = $1`,
      [accountId],
    );
    expect(JSON.parse(row.profile)).toEqual(STORED_PROFILE);
    expect(JSON.parse(row.employment)).toEqual(encodeEmployment(anEmployment()));
    expect(JSON.parse(row.employment).employment_info).toEqual({ quoted_weeks: 512, discounted_weeks: 3, reintegrated_weeks: 0, status: 'employed' });
  });

  it('reads documents stored before the domain types changed, through raw SQL and the ORM alike', async () => {
    const accountId = await anAccountId();
    await spec.db.dataSource.query(`INSERT INTO account_profiles (account_id, profile, updated_at) VALUES ($1, $2::jsonb, now())`, [
      accountId,
      JSON.stringify(STORED_PROFILE),
    ]);
    await spec.db.dataSource.query(`INSERT INTO account_employment (account_id, employment, updated_at) VALUES ($1, $2::jsonb, now())`, [
      accountId,
      JSON.stringify(encodeEmployment(anEmployment())),
    ]);
    expect(await spec.db.repositories.accountData.findProfile(accountId)).toEqual(aProfile());
    expect(await spec.db.repositories.accountData.findEmployment(accountId)).toEqual(anEmployment());
    expect((await spec.db.dataSource.manager.findOneByOrFail(AccountProfileSchema, { account_id: accountId })).profile).toEqual(aProfile());
    expect((await spec.db.dataSource.manager.findOneByOrFail(AccountEmploymentSchema, { account_id: accountId })).employment).toEqual(anEmployment());
  });

  it('refuses a stored document that is not what the column promises, naming the field', async () => {
    const accountId = await anAccountId();
    const { vehicle_info: _dropped, ...incomplete } = STORED_PROFILE;
    await spec.db.dataSource.query(`INSERT INTO account_profiles (account_id, profile, updated_at) VALUES ($1, $2::jsonb, now())`, [
      accountId,
      JSON.stringify(incomplete),
    ]);
    await expect(spec.db.repositories.accountData.findProfile(accountId)).rejects.toThrow('Stored profile.vehicle_info is not an object');
  });
});

describe('document decoders', () => {
  it('round-trip the domain types', () => {
    expect(decodeProfile(encodeProfile(aProfile()))).toEqual(aProfile());
    const bare = aProfile({ workerId: null, idsInfo: [], vehicleInfo: null, metricsInfo: null });
    expect(decodeProfile(encodeProfile(bare))).toEqual(bare);
    expect(decodeEmployment(encodeEmployment(anEmployment()))).toEqual(anEmployment());
  });

  it.each([
    ['a missing field', { ...STORED_PROFILE, profile: { ...STORED_PROFILE.profile, city_name: undefined } }, 'profile.profile.city_name is not a string'],
    ['a number as text', { ...STORED_PROFILE, metrics_info: { ...STORED_PROFILE.metrics_info, rating: '4.87' } }, 'profile.metrics_info.rating is not a finite number'],
    ['a bad date', { ...STORED_PROFILE, profile: { ...STORED_PROFILE.profile, birthday: '28/02/1990' } }, 'profile.profile.birthday is not a date'],
    ['an id without a value', { ...STORED_PROFILE, ids_info: [{ type: 'curp', name: 'CURP' }] }, 'profile.ids_info[0].value is not a string'],
  ])('refuse a profile with %s', (_case, document, message) => {
    expect(() => decodeProfile(document)).toThrow(MalformedRowError);
    expect(() => decodeProfile(document)).toThrow(message);
  });

  it('refuse an employment record with negative weeks or a job without a start', () => {
    const stored = encodeEmployment(anEmployment());
    expect(() => decodeEmployment({ ...stored, employment_info: { ...stored.employment_info, quoted_weeks: -1 } })).toThrow('employment.employment_info.quoted_weeks');
    const [first, ...rest] = stored.employment_history;
    expect(() => decodeEmployment({ ...stored, employment_history: [{ ...first, start_date: null }, ...rest] })).toThrow(
      'employment.employment_history[0].start_date is not a date',
    );
  });

  it('refuse an account row with a status the service does not know', () => {
    const row = {
      id: 'a', company_id: 'c', user_id: 'u', platform: 'uber', country: 'mx', identifier: 'x', status: 'success', status_details: null,
      warning: null, next_step: null, last_successful_connection: '2025-01-31', refresh_enabled: true, last_refreshed_at: null, next_refresh_at: null,
      source: 'connection', disconnected_by: null, created_at: '2025-01-01T00:00:00+00:00', updated_at: new Date(0),
    };
    expect(decodeAccountRow(row)).toMatchObject({ status: 'success', lastSuccessfulConnection: '2025-01-31', createdAt: new Date('2025-01-01T00:00:00Z') });
    expect(() => decodeAccountRow({ ...row, status: 'done' })).toThrow('account.status is not one of pending, syncing, success, incomplete, error, requires_auth, disconnected');
    expect(() => decodeAccountRow({ ...row, disconnected_by: 'robot' })).toThrow('account.disconnected_by');
    expect(() => decodeAccountRow({ ...row, next_step: 'sms' })).toThrow('account.next_step');
  });
});
