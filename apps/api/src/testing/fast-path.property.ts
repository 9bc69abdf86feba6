import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { wellFormedCheck } from '../platform/http/body-shape';

const VALUES: unknown[] = [undefined, null, '', 'x', '2025-01-01', 0, 1, true, false, [], ['x'], {}, { details: true }];

/** Non-objects, then every field with every kind of value, alone and beside a well-formed read's fields. */
export function* candidateBodies(fields: readonly string[]): Generator<unknown> {
  yield* [undefined, null, 'x', 1, [], [{}], Object.create(null), JSON.parse('{"__proto__":{"x":1}}')];
  for (const field of fields) for (const value of VALUES) yield { [field]: value };
  for (const field of fields) for (const value of VALUES) yield { external_id: 'w', start_date: '2025-01-01', end_date: '2025-01-31', [field]: value };
  for (const details of VALUES) yield { user_id: 'u', options: { details } };
  yield { options: { details: true, extra: 1 } };
}

/**
 * Every body the fast path of `type` takes is one class-validator accepts and whitelisting leaves unchanged;
 * answers how many it took, so a spec can tell the property was not checked on nothing.
 */
export function expectFastPathAgrees(type: Type, bodies: Iterable<unknown>): number {
  const check = wellFormedCheck(type);
  if (!check) throw new Error(`${type.name} has no check`);
  let taken = 0;
  for (const body of bodies) {
    if (!check(body)) continue;
    taken++;
    const instance = plainToInstance(type, body);
    expect(validateSync(instance, { whitelist: true })).toEqual([]);
    expect(JSON.parse(JSON.stringify(instance))).toEqual(JSON.parse(JSON.stringify(body)));
  }
  return taken;
}
