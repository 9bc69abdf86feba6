import { externalIdQuery } from './find-user.query';

describe('externalIdQuery', () => {
  it('takes one non-empty value', () => {
    expect(externalIdQuery('worker-1')).toBe('worker-1');
  });

  it.each([[undefined], [''], [['worker-1']]])('needs one: %p is refused naming external_id', (missing) => {
    expect(() => externalIdQuery(missing)).toThrow(expect.objectContaining({
      code: 'bad_request',
      message: 'The external_id query parameter is required.',
      errors: [{ field: 'external_id', message: 'is required' }],
    }));
  });
});
