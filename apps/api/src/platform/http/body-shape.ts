import type { Type as Class } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/** What a body field takes besides absent and null: a string, a boolean, or an object of a declared body class. */
export type FieldKind = 'string' | 'boolean' | Class;

interface DeclaredField {
  readonly kind: FieldKind;
  /** How many class-validator rules its decorator added: the check below stands in for exactly those. */
  readonly rules: number;
}

const declared = new WeakMap<object, Map<string, DeclaredField>>();
const checks = new WeakMap<object, ((value: unknown) => boolean) | null>();

const rulesOf = (target: object, key: string) =>
  getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false).filter((rule) => rule.propertyName === key).length;

/** Applies a field decorator's rules and records the field's kind, so that a well-formed body can skip them. */
export function declareField(kind: FieldKind, apply: PropertyDecorator): PropertyDecorator {
  return (target, key) => {
    const before = rulesOf(target, String(key));
    apply(target, key);
    const fields = declared.get(target) ?? new Map<string, DeclaredField>();
    fields.set(String(key), { kind, rules: rulesOf(target, String(key)) - before });
    declared.set(target, fields);
  };
}

function fieldsOf(type: Class): Map<string, DeclaredField> {
  const chain: Map<string, DeclaredField>[] = [];
  for (let proto = type.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const own = declared.get(proto);
    if (own) chain.unshift(own);
  }
  return new Map(chain.flatMap((fields) => [...fields]));
}

/** The kind of every declared field of `type`, its base classes' first. */
export function declaredFields(type: Class): ReadonlyMap<string, FieldKind> {
  return new Map([...fieldsOf(type)].map(([key, field]) => [key, field.kind]));
}

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';

/** Null when some class-validator rule of `type` was not added by a declared field: then nothing may be skipped. */
function compile(type: Class): ((value: unknown) => boolean) | null {
  const fields = fieldsOf(type);
  const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  if (fields.size === 0 || rules.some((rule) => !fields.has(rule.propertyName))) return null;
  for (const [key, field] of fields) if (rules.filter((rule) => rule.propertyName === key).length !== field.rules) return null;
  const kinds: Record<string, (value: unknown) => boolean> = Object.create(null);
  for (const [key, { kind }] of fields) {
    const nested = typeof kind === 'function' ? wellFormedCheck(kind) : null;
    if (typeof kind === 'function' && !nested) return null;
    kinds[key] = nested ?? (kind === 'string' ? isString : isBoolean);
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
    const body = value as Record<string, unknown>;
    for (const key in body) {
      const check = kinds[key];
      const field = body[key];
      if (check === undefined || (field !== undefined && field !== null && !check(field))) return false;
    }
    return true;
  };
}

/**
 * The cheap check of a body class all of whose rules come from declared fields: true for the bodies those rules take
 * as they are (every key a field, every value absent, null or of its kind), which may skip class-transformer and
 * class-validator. Null for any other class.
 */
export function wellFormedCheck(type: Class): ((value: unknown) => boolean) | null {
  let check = checks.get(type);
  if (check === undefined) {
    check = compile(type);
    checks.set(type, check);
  }
  return check;
}
