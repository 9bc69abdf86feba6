import type { Type } from '@nestjs/common';
import { IsInt, IsOptional } from 'class-validator';
import { OptionalBooleanField } from './boolean-field.decorator';
import { OptionalObjectField } from './object-field.decorator';
import { OptionalTextField, TextField } from './text-field.decorator';
import { wellFormedCheck } from './body-shape';
import { candidateBodies, expectFastPathAgrees } from '../../testing/fast-path.property';

class Options {
  @OptionalBooleanField({}, 'options.details must be a boolean') details?: boolean;
}

class Base {
  @OptionalTextField() user_id?: string;
  @OptionalTextField() external_id?: string;
}

class Read extends Base {
  @TextField() start_date!: string;
  @TextField() end_date!: string;
  @OptionalObjectField(Options) options?: Options;
}

const FIELDS = ['user_id', 'external_id', 'start_date', 'end_date', 'options', 'details', 'extra'];

describe('wellFormedCheck', () => {
  it.each<Type>([Read, Base, Options])(
    'takes only the bodies of %p that class-validator accepts and whitelisting leaves unchanged',
    (type) => expect(expectFastPathAgrees(type, candidateBodies(FIELDS))).toBeGreaterThanOrEqual(4),
  );

  it('takes well-formed bodies of a class with a base and a nested object, and refuses the others', () => {
    const check = wellFormedCheck(Read);
    expect(check?.({ user_id: 'u', start_date: '2025-01-01', end_date: '2025-01-31', options: { details: true } })).toBe(true);
    expect(check?.({ external_id: 'w', start_date: null, options: null })).toBe(true);
    expect(check?.({ external_id: 'w', options: { details: 'yes' } })).toBe(false);
    expect(check?.({ external_id: 1 })).toBe(false);
    expect(check?.({ external_id: 'w', extra: 'x' })).toBe(false);
  });

  it('gives none for a class with a rule no declared field added', () => {
    class Mixed {
      @TextField() name?: string;
      @IsOptional() @IsInt() count?: number;
    }
    class ExtraRule {
      @TextField() @IsInt() name?: string;
    }
    expect(wellFormedCheck(Mixed)).toBeNull();
    expect(wellFormedCheck(ExtraRule)).toBeNull();
    expect(wellFormedCheck(Object)).toBeNull();
  });
});
