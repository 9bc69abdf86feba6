import { OpenApiOperationMatcher } from './openapi-operation-matcher';

const op = (operationId: string) => ({ operationId, responses: {} });
const matcher = new OpenApiOperationMatcher({
  paths: {
    '/v1/accounts/{account_id}': { get: op('getAccount'), delete: op('deleteAccount') },
    '/v1/accounts/search': { post: op('searchAccounts') },
    '/v1/accounts/{account_id}/earnings': { get: op('listEarnings') },
    '/v1/files/{name}.json': { get: op('getFile') },
  },
});
const matched = (method: string, path: string) => matcher.match(method, path)?.operationId;

describe('Matching a request to its documented operation', () => {
  it('takes an exact path first, then the most literal template, by method', () => {
    expect(matched('POST', '/v1/accounts/search')).toBe('searchAccounts');
    expect(matched('GET', '/v1/accounts/search')).toBe('getAccount');
    expect(matched('DELETE', '/v1/accounts/9b1d')).toBe('deleteAccount');
    expect(matched('GET', '/v1/accounts/9b1d/earnings/')).toBe('listEarnings');
  });

  it('matches a parameter within one segment only, and literal parts literally', () => {
    expect(matched('GET', '/v1/accounts/a/b')).toBeUndefined();
    expect(matched('GET', '/v1/files/report.json')).toBe('getFile');
    expect(matched('GET', '/v1/files/reportxjson')).toBeUndefined();
  });

  it('finds nothing for a method or a path the document does not have', () => {
    expect(matched('PUT', '/v1/accounts/9b1d')).toBeUndefined();
    expect(matched('GET', '/docs')).toBeUndefined();
  });
});
