import { wireFieldName } from './wire-field-names';

/** `cityName` → `city_name`: `wireFieldName` said in types. */
export type WireName<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${WireName<Tail>}`
  : Name;

/** A domain value as the wire says it: each field under its wire name, its value as it is. */
export type SnakeCased<T> = { readonly [Key in keyof T & string as WireName<Key>]: T[Key] };

type FieldOf<T> = keyof T & string;

/** The list itself when it names every field of `T`; otherwise a type naming the fields it misses. */
type EveryField<T, Keys extends readonly FieldOf<T>[]> = [Exclude<FieldOf<T>, Keys[number]>] extends [never]
  ? Keys
  : { readonly missing: Exclude<FieldOf<T>, Keys[number]> };

/**
 * The presenter of a value that the wire only renames: `snakeCased<PersonalInfo>()(['firstName', …])`.
 * The list gives the wire's key order (part of the bytes) and must name every field of `T`: a field
 * added to the domain does not compile until it is placed. Wire names are worked out once.
 */
export function snakeCased<T>() {
  return <const Keys extends readonly FieldOf<T>[]>(keys: EveryField<T, Keys>) => renamer<T, SnakeCased<T>>(keys as Keys);
}

/** The same for the fields of `T` that the wire only renames, when the others are presented apart. */
export function snakeCasedPart<T>() {
  return <const Keys extends readonly FieldOf<T>[]>(keys: Keys) => renamer<T, SnakeCased<Pick<T, Keys[number]>>>(keys);
}

function renamer<T, Wire>(keys: readonly FieldOf<T>[]): (value: T) => Wire {
  const names = keys.map((key) => [key, wireFieldName(key)] as const);
  return (value) => {
    const wire: Record<string, unknown> = {};
    for (const [key, name] of names) wire[name] = value[key];
    return wire as Wire;
  };
}
