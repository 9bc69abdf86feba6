import { inWireNames, wireFieldName } from './wire-field-names';

describe('wire field names', () => {
  it('names each path segment in snake_case', () => {
    expect(wireFieldName('externalId')).toBe('external_id');
    expect(wireFieldName('window.fromDate')).toBe('window.from_date');
    expect(wireFieldName('url')).toBe('url');
    expect(wireFieldName('external_id')).toBe('external_id');
  });

  it('renames the paths of the error fields in the fields and in both messages', () => {
    const errors = [
      { field: 'externalId', message: 'externalId must be a non-empty string.' },
      { field: 'isActive', message: 'isActive must be true or false' },
    ];
    expect(inWireNames('externalId must be a non-empty string.; isActive must be true or false', errors)).toEqual({
      message: 'external_id must be a non-empty string.; is_active must be true or false',
      errors: [
        { field: 'external_id', message: 'external_id must be a non-empty string.' },
        { field: 'is_active', message: 'is_active must be true or false' },
      ],
    });
  });

  it('leaves words that are no error field, and parts of longer words, as they are', () => {
    const errors = [{ field: 'userId', message: 'userId is not a userIdentifier; see connectToken' }];
    expect(inWireNames('x', errors).errors).toEqual([{ field: 'user_id', message: 'user_id is not a userIdentifier; see connectToken' }]);
  });

  it('keeps the values a message quotes back as the client wrote them', () => {
    const errors = [{ field: 'allowedOrigins', message: '"allowedOrigins" is not an origin; allowedOrigins must be a list' }];
    expect(inWireNames('x "a \\" allowedOrigins"; allowedOrigins', errors)).toEqual({
      message: 'x "a \\" allowedOrigins"; allowed_origins',
      errors: [{ field: 'allowed_origins', message: '"allowedOrigins" is not an origin; allowed_origins must be a list' }],
    });
  });

  it('renames the paths a message mentions besides its own field, and leaves the mentions off the answer', () => {
    const errors = [{ field: 'endDate', message: 'endDate must not be before startDate', mentions: ['startDate'] }];
    expect(inWireNames('endDate must not be before startDate', errors)).toEqual({
      message: 'end_date must not be before start_date',
      errors: [{ field: 'end_date', message: 'end_date must not be before start_date' }],
    });
  });

  it('renames the paths an error without fields mentions, outside the single-quoted value it quotes back', () => {
    expect(inWireNames("No user with externalId 'a' externalId 'b' in your company.", null, ['externalId'])).toEqual({
      message: "No user with external_id 'a' externalId 'b' in your company.",
      errors: null,
    });
    expect(inWireNames("The caller's externalId is unknown.", null, ['externalId']).message).toBe("The caller's external_id is unknown.");
  });

  it('returns wire-named errors unchanged', () => {
    const errors = [{ field: 'external_id', message: 'external_id must be a string' }];
    expect(inWireNames('external_id must be a string', errors)).toEqual({ message: 'external_id must be a string', errors });
    expect(inWireNames('no fields', null)).toEqual({ message: 'no fields', errors: null });
  });
});
