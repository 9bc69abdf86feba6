import { snakeCased, snakeCasedPart } from './snake-cased';

interface Person {
  readonly cityName: string;
  readonly firstName: string | null;
  readonly age: number;
}

describe('snakeCased', () => {
  it('renames every field to its wire name, in the order listed', () => {
    const present = snakeCased<Person>()(['firstName', 'cityName', 'age']);
    expect(JSON.stringify(present({ cityName: 'Puebla', firstName: null, age: 30 }))).toBe('{"first_name":null,"city_name":"Puebla","age":30}');
  });

  it('keeps only the fields listed for a part', () => {
    const present = snakeCasedPart<Person>()(['age', 'cityName']);
    expect(JSON.stringify(present({ cityName: 'Puebla', firstName: 'Ana', age: 30 }))).toBe('{"age":30,"city_name":"Puebla"}');
  });
});
