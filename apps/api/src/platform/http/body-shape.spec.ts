import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { IsInt, IsOptional, validateSync } from 'class-validator';
import { OptionalBooleanField } from './boolean-field.decorator';
import { OptionalObjectField } from './object-field.decorator';
import { OptionalTextField, TextField } from './text-field.decorator';
import { wellFormedCheck } from './body-shape';

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

const VALUES: unknown[] = [undefined, null, '', 'x', '2025-01-01', 0, 1, true, false, [], ['x'], {}, { details: true }];
const FIELDS = ['user_id', 'external_id', 'start_date', 'end_date', 'options', 'details', 'extra'];

function* bodies(): Generator<unknown> {
  yield* [undefined, null, 'x', 1, [], [{}], Object.create(null), JSON.parse('{"__proto__":{"x":1}}')];
  for (const field of FIELDS) for (const value of VALUES) yield { [field]: value };
  for (const field of FIELDS) for (const value of VALUES) yield { external_id: 'w', start_date: '2025-01-01', end_date: '2025-01-31', [field]: value };
  for (const details of VALUES) yield { user_id: 'u', options: { details } };
  yield { options: { details: true, extra: 1 } };
}

describe('wellFormedCheck', () => {
  it.each<Type>([Read, Base, Options])(
    'takes only the bodies of %p that class-validator accepts and whitelisting leaves unchanged',
    (type) => {
      const check = wellFormedCheck(type);
      if (!check) throw new Error(`${type.name} has no check`);
      let taken = 0;
      for (const body of bodies()) {
        if (!check(body)) continue;
        taken++;
        const instance = plainToInstance(type, body);
        expect(validateSync(instance, { whitelist: true })).toEqual([]);
        expect(JSON.parse(JSON.stringify(instance))).toEqual(JSON.parse(JSON.stringify(body)));
      }
      expect(taken).toBeGreaterThanOrEqual(4);
    },
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
