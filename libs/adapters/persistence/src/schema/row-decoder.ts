import type { CalendarDate } from '@gig/domain';
import { RowReader } from './row-reader';

/** Reads one field of a record from the column it is stored in. */
export type FieldReader<T> = (row: RowReader, column: string) => T;

interface StoredAs<T> {
  readonly column: string;
  readonly read: FieldReader<T>;
}

/** Every field of `R` once, each with its reader; its column is the field's name in snake_case unless `storedAs` names another. */
export type FieldReaders<R> = { readonly [K in keyof R]-?: FieldReader<R[K]> | StoredAs<R[K]> };

export const storedAs = <T>(column: string, read: FieldReader<T>): StoredAs<T> => ({ column, read });

export const text: FieldReader<string> = (row, column) => row.text(column);
export const nullableText: FieldReader<string | null> = (row, column) => row.nullableText(column);
export const count: FieldReader<number> = (row, column) => row.count(column);
export const nullableCount: FieldReader<number | null> = (row, column) => row.nullableCount(column);
export const nullableNumber: FieldReader<number | null> = (row, column) => row.nullableNumber(column);
export const boolean: FieldReader<boolean> = (row, column) => row.boolean(column);
export const date: FieldReader<CalendarDate> = (row, column) => row.date(column);
export const nullableDate: FieldReader<CalendarDate | null> = (row, column) => row.nullableDate(column);
export const instant: FieldReader<Date> = (row, column) => row.instant(column);
export const nullableInstant: FieldReader<Date | null> = (row, column) => row.nullableInstant(column);
export const oneOf = <T extends string>(values: readonly T[]): FieldReader<T> => (row, column) => row.oneOf(column, values);
export const nullableOneOf = <T extends string>(values: readonly T[]): FieldReader<T | null> => (row, column) => row.nullableOneOf(column, values);

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Reads the fields of `R` from a row, in the order they are listed, failing at the first that is not what it should be. */
export function fieldsReader<R>(fields: FieldReaders<R>): (row: RowReader) => R {
  const plan = Object.entries<FieldReader<unknown> | StoredAs<unknown>>(fields).map(([field, given]) =>
    typeof given === 'function' ? { field, column: snakeCase(field), read: given } : { field, ...given },
  );
  // A plain loop: the aggregated read decodes every account row through here.
  return (row) => {
    const decoded: Record<string, unknown> = {};
    for (const { field, column, read } of plan) decoded[field] = read(row, column);
    return decoded as R;
  };
}

/** A JSON object nested in the row, read field by field; its errors name `<record>.<column>.<field>`. */
export const nested = <R>(fields: FieldReaders<R>): FieldReader<R> => {
  const read = fieldsReader(fields);
  return (row, column) => read(row.object(column));
};

export const nullableNested = <R>(fields: FieldReaders<R>): FieldReader<R | null> => {
  const read = fieldsReader(fields);
  return (row, column) => {
    const object = row.nullableObject(column);
    return object && read(object);
  };
};

/** A JSON list of objects, each read field by field; its errors name `<record>.<column>[<index>].<field>`. */
export const nestedList = <R>(fields: FieldReaders<R>): FieldReader<R[]> => {
  const read = fieldsReader(fields);
  return (row, column) => row.list(column, read);
};

export const nullableNestedList = <R>(fields: FieldReaders<R>): FieldReader<R[] | null> => {
  const read = fieldsReader(fields);
  return (row, column) => row.nullableList(column, read);
};

/** The one reader of a stored `record`, whichever path loaded its row: its errors name `<record>.<column>`. */
export function rowDecoder<R>(record: string, fields: FieldReaders<R>): (value: unknown) => R {
  const read = fieldsReader(fields);
  return (value) => read(RowReader.of(value, record));
}

/** The first fields of a record a company owns, as `companyRecordColumns` stores them. */
export const companyRecordFields = { id: text, companyId: text } as const;
