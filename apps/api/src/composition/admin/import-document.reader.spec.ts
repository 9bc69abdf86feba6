import { checkImportDocument, DomainError, Platform, PlatformRegistry } from '@gig/domain';
import { inWireNames } from '../../platform/http/wire-field-names';
import { readImportDocument } from './import-document.reader';

const ridePlatform = (code: string, name: string): Platform => ({
  code, name, family: 'ride_hailing', protocol: 'gig', countries: ['mx', 'co', 'br', 'cl', 'pe', 'ar'], identifierKind: 'email', loginMethods: ['otp', 'password'], reportsTrips: true, historyDays: 60,
});
const platforms = new PlatformRegistry([
  ridePlatform('uber', 'Uber'),
  ridePlatform('didi', 'DiDi'),
  { ...ridePlatform('rappi', 'Rappi'), family: 'delivery' },
  { code: 'imss', name: 'IMSS', family: 'social_security', protocol: 'institute', countries: ['mx'], identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0 },
]);

/** The file's JSON read, then checked by the domain: what `npm run admin -- import` does. */
const parseImportDocument = (input: unknown, registry: PlatformRegistry) => checkImportDocument(readImportDocument(input), registry);

type Doc = { users: { external_id: unknown; accounts: Record<string, unknown>[] }[] };

function earning(earning_date: string, amount: unknown = 10.5, currency: unknown = 'mxn', count_trips: unknown = 3) {
  return { earning_date, amount, currency, count_trips };
}

function validDoc(): Doc {
  return {
    users: [
      {
        external_id: 'worker-1',
        accounts: [
          { platform: 'uber', country: 'mx', identifier: 'w1@x.test', last_successful_connection: '2025-01-31', earnings: [earning('2025-01-01'), earning('2025-01-02', '7', 'MXN', null)] },
          { platform: 'didi', country: 'mx', identifier: '+525500000000', last_successful_connection: null, earnings: [earning('2025-01-01', 0, 'usd')] },
        ],
      },
      { external_id: 'worker-2', accounts: [{ platform: 'rappi', country: 'co', identifier: 'w2@x.test', earnings: [] }] },
    ],
  };
}

/** Parses the document, expecting a bad_request, and returns the reported fields. */
function badFields(input: unknown): string[] {
  try {
    parseImportDocument(input, platforms);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error).toMatchObject({ code: 'bad_request' });
    return (inWireNames(error.message, error.errors).errors ?? []).map((e) => e.field);
  }
  throw new Error('expected a bad_request');
}

describe('readImportDocument, then checkImportDocument', () => {
  it('returns a valid document typed, with amounts in cents and currencies lower-cased', () => {
    expect(parseImportDocument(validDoc(), platforms)).toEqual({
      users: [
        {
          externalId: 'worker-1',
          accounts: [
            {
              platform: 'uber', country: 'mx', identifier: 'w1@x.test', lastSuccessfulConnection: '2025-01-31',
              earnings: [
                { earningDate: '2025-01-01', amountCents: 1050, currency: 'mxn', countTrips: 3 },
                { earningDate: '2025-01-02', amountCents: 700, currency: 'mxn', countTrips: null },
              ],
            },
            {
              platform: 'didi', country: 'mx', identifier: '+525500000000', lastSuccessfulConnection: null,
              earnings: [{ earningDate: '2025-01-01', amountCents: 0, currency: 'usd', countTrips: 3 }],
            },
          ],
        },
        { externalId: 'worker-2', accounts: [{ platform: 'rappi', country: 'co', identifier: 'w2@x.test', lastSuccessfulConnection: null, earnings: [] }] },
      ],
    });
  });

  it('accepts a user without accounts and an empty user list', () => {
    expect(parseImportDocument({ users: [{ external_id: 'solo' }] }, platforms)).toEqual({ users: [{ externalId: 'solo', accounts: [] }] });
    expect(parseImportDocument({ users: [] }, platforms)).toEqual({ users: [] });
  });

  it('reports every bad field at once, each with its path', () => {
    const doc = validDoc();
    doc.users[0].accounts[1].earnings = [earning('2025-01-01'), earning('2025-01-02'), earning('2025-01-03', 1.234)];
    doc.users[0].accounts[0].earnings = [earning('2025-02-30', -1, 'pesos', 1.5)];
    doc.users[1].accounts[0].country = 'MEX';
    expect(badFields(doc).sort()).toEqual([
      'users[0].accounts[0].earnings[0].earning_date',
      'users[0].accounts[0].earnings[0].amount',
      'users[0].accounts[0].earnings[0].currency',
      'users[0].accounts[0].earnings[0].count_trips',
      'users[0].accounts[1].earnings[2].amount',
      'users[1].accounts[0].country',
    ].sort());
  });

  it('reports a day given twice for one account on the second occurrence', () => {
    const doc = validDoc();
    doc.users[0].accounts[0].earnings = [earning('2025-01-01'), earning('2025-01-02'), earning('2025-01-01')];
    expect(badFields(doc)).toEqual(['users[0].accounts[0].earnings[2].earning_date']);
  });

  it('allows the same day on different accounts', () => {
    expect(() => parseImportDocument(validDoc(), platforms)).not.toThrow();
  });

  it('reports a duplicate external_id', () => {
    const doc = validDoc();
    doc.users[1].external_id = 'worker-1';
    expect(badFields(doc)).toEqual(['users[1].external_id']);
  });

  it('reports a duplicate (platform, identifier) within a user', () => {
    const doc = validDoc();
    doc.users[0].accounts[1].platform = 'uber';
    doc.users[0].accounts[1].identifier = 'w1@x.test';
    expect(badFields(doc)).toEqual(['users[0].accounts[1]']);
  });

  it('reports users that are not an array, and a document that is not an object', () => {
    expect(badFields({ users: { external_id: 'x' } })).toEqual(['users']);
    expect(badFields({})).toEqual(['users']);
    expect(badFields(null).sort()).toEqual(['$', 'users']);
    expect(badFields({ users: ['x'] }).sort()).toEqual(['users[0]', 'users[0].external_id']);
  });

  it.each([['MX'], ['mex'], [''], [null], [52]])('reports the country %p', (country) => {
    const doc = validDoc();
    doc.users[0].accounts[0].country = country;
    expect(badFields(doc)).toEqual(['users[0].accounts[0].country']);
  });

  it.each([['2025-02-30'], ['2025-1-31'], [''], [20250131], ['2025-01-31T00:00:00Z']])(
    'reports the last_successful_connection %p',
    (value) => {
      const doc = validDoc();
      doc.users[0].accounts[0].last_successful_connection = value;
      expect(badFields(doc)).toEqual(['users[0].accounts[0].last_successful_connection']);
    },
  );

  it('reports missing required strings and a bad platform code', () => {
    const doc = validDoc();
    doc.users[0].external_id = '  ';
    doc.users[0].accounts[0].platform = 'Uber';
    doc.users[0].accounts[0].identifier = undefined;
    expect(badFields(doc).sort()).toEqual(
      ['users[0].external_id', 'users[0].accounts[0].platform', 'users[0].accounts[0].identifier'].sort(),
    );
  });

  it('checks platforms and countries against the registry it is given', () => {
    const doc = validDoc();
    doc.users[0].accounts[0].platform = 'cabify';
    doc.users[1].accounts[0] = { platform: 'imss', country: 'co', identifier: 'GODE561231HDFRRN09', earnings: [] };
    expect(badFields(doc)).toEqual(['users[0].accounts[0].platform', 'users[1].accounts[0].country']);
    doc.users[1].accounts[0].country = 'mx';
    expect(badFields(doc)).toEqual(['users[0].accounts[0].platform']);
  });

  it('reports non-array accounts and earnings', () => {
    const doc = validDoc();
    doc.users[0].accounts[0].earnings = 'none';
    (doc.users[1] as { accounts: unknown }).accounts = {};
    expect(badFields(doc).sort()).toEqual(['users[0].accounts[0].earnings', 'users[1].accounts']);
  });
});
