import type { CalendarDate, IdDocument, PlatformFamily, VehicleInfo } from '@gig/domain';
import { asciiUpper, Sex } from './sandbox-people';
import { SeededRandom } from './seeded-random';

export interface CurpParts {
  readonly firstName: string;
  readonly lastName: string;
  readonly secondLastName: string;
  readonly birthday: CalendarDate;
  readonly sex: Sex;
  readonly stateCode: string;
}

const innerVowel = (word: string) => /[AEIOU]/.exec(word.slice(1))?.[0] ?? 'X';
const innerConsonant = (word: string) => /[B-DF-HJ-NP-TV-Z]/.exec(word.slice(1))?.[0] ?? 'X';

/** A CURP laid out from a person's names, birthday, sex and state of birth. */
export function makeCurp(parts: CurpParts, random: SeededRandom): string {
  const first = asciiUpper(parts.firstName.split(' ')[0]);
  const last = asciiUpper(parts.lastName);
  const second = asciiUpper(parts.secondLastName);
  const [year, month, day] = parts.birthday.split('-');
  const differentiator = Number(year) < 2000 ? String(random.int(0, 9)) : random.letters(1);
  return [
    last[0], innerVowel(last), second[0], first[0], year.slice(2), month, day, parts.sex, parts.stateCode,
    innerConsonant(last), innerConsonant(second), innerConsonant(first), differentiator, random.int(0, 9),
  ].join('');
}

/** Birthday written in a CURP: a digit in position 17 means born in the 1900s, a letter in the 2000s. */
export function birthdayOfCurp(curp: string): CalendarDate {
  const century = /\d/.test(curp[16]) ? '19' : '20';
  return `${century}${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
}

export function nationalIdOf(country: string, random: SeededRandom, curp: string): IdDocument {
  const d = (count: number) => random.digits(count);
  const id = (name: string, value: string): IdDocument => ({ type: 'national', name, value });
  switch (country) {
    case 'mx': return id('CURP', curp);
    case 'co': return id('CC', `${random.int(1, 9)}${d(9)}`);
    case 'br': return id('CPF', `${d(3)}.${d(3)}.${d(3)}-${d(2)}`);
    case 'cl': return id('RUT', `${random.int(10, 25)}.${d(3)}.${d(3)}-${random.pick([...'0123456789K'])}`);
    case 'pe': return id('DNI', `${random.int(1, 9)}${d(7)}`);
    default: return id('DNI', `${random.int(20, 45)}.${d(3)}.${d(3)}`);
  }
}

const CARS: readonly (readonly [string, string])[] = [
  ['Nissan', 'Versa'], ['Chevrolet', 'Aveo'], ['Kia', 'Rio'], ['Toyota', 'Yaris'], ['Volkswagen', 'Vento'],
  ['Renault', 'Logan'], ['Hyundai', 'HB20'], ['Chevrolet', 'Onix'], ['Suzuki', 'Swift'], ['Toyota', 'Corolla'],
];

const MOTORCYCLES: readonly (readonly [string, string])[] = [
  ['Italika', 'FT150'], ['Honda', 'CG 160'], ['Yamaha', 'FZ 2.0'], ['Bajaj', 'Boxer 150'], ['Suzuki', 'GN125'],
];

function licensePlate(country: string, random: SeededRandom): string {
  const l = (count: number) => random.letters(count);
  const d = (count: number) => random.digits(count);
  switch (country) {
    case 'mx': return `${l(3)}-${d(3)}-${l(1)}`;
    case 'co': return `${l(3)}${d(3)}`;
    case 'br': return `${l(3)}${d(1)}${l(1)}${d(2)}`;
    case 'cl': return `${l(4)}${d(2)}`;
    case 'pe': return `${l(3)}-${d(3)}`;
    default: return `${l(2)}${d(3)}${l(2)}`;
  }
}

/** A car for ride-hailing; a motorcycle or a bicycle for delivery. */
export function vehicleOf(family: PlatformFamily, country: string, random: SeededRandom, year: number): VehicleInfo {
  if (family === 'delivery' && random.chance(0.3)) {
    return { type: 'bicycle', brand: null, model: null, year: null, licensePlate: null };
  }
  const [brand, model] = random.pick(family === 'delivery' ? MOTORCYCLES : CARS);
  return {
    type: family === 'delivery' ? 'motorcycle' : 'car',
    brand,
    model,
    year: random.int(year - 10, year - 1),
    licensePlate: licensePlate(country, random),
  };
}
