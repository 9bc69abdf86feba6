import { thrownDomainError } from '@gig/testing';
import { testRegistry } from '../platforms/test-platforms.fixture';
import { checkImportDocument, ImportDocumentDraft, ImportEarningDraft } from './import-document';

const platforms = testRegistry();

const earning = (earningDate: string, amount: number | string = 10.5, currency = 'mxn', countTrips: number | null = 3): ImportEarningDraft => ({ earningDate, amount, currency, countTrips });

const draft = (): ImportDocumentDraft => ({
  users: [
    { externalId: 'worker-1', accounts: [{ platform: 'uber', country: 'mx', identifier: 'w1@x.test', lastSuccessfulConnection: '2025-01-31', earnings: [earning('2025-01-01', '7', 'MXN', null)] }] },
    { externalId: 'worker-2', accounts: [] },
  ],
});

const refused = (document: ImportDocumentDraft) => thrownDomainError(() => checkImportDocument(document, platforms));

describe('checkImportDocument', () => {
  it('returns a good draft typed, with amounts in cents and currencies lower-cased', () => {
    expect(checkImportDocument(draft(), platforms).users[0].accounts[0]).toEqual({
      platform: 'uber', country: 'mx', identifier: 'w1@x.test', lastSuccessfulConnection: '2025-01-31',
      earnings: [{ earningDate: '2025-01-01', amountCents: 700, currency: 'mxn', countTrips: null }],
    });
  });

  it('names every bad or unreadable (undefined) value by its camelCase path, after what the reader could not read', () => {
    const malformed = [{ field: 'users[1].accounts', message: 'must be an array' }];
    const document: ImportDocumentDraft = {
      malformed,
      users: [
        { externalId: 'worker-1', accounts: [{ platform: 'uber', country: 'mx', identifier: 'w1@x.test', earnings: [{ earningDate: '2025-02-30', countTrips: 1.5 }] }] },
        { accounts: [] },
      ],
    };
    const error = refused(document);
    expect(error).toMatchObject({ code: 'bad_request', message: 'The import document has 7 invalid field(s).' });
    expect(error.errors?.map((e) => e.field)).toEqual([
      'users[1].accounts',
      'users[0].accounts[0].lastSuccessfulConnection',
      'users[0].accounts[0].earnings[0].earningDate',
      'users[0].accounts[0].earnings[0].amount',
      'users[0].accounts[0].earnings[0].currency',
      'users[0].accounts[0].earnings[0].countTrips',
      'users[1].externalId',
    ]);
  });
});
