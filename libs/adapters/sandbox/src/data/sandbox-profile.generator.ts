import { AccountProfile, CalendarDate, IdDocument, MetricsInfo, isCalendarDate, Platform } from '@gig/domain';
import { birthdayOfCurp, makeCurp, nationalIdOf, vehicleOf } from './sandbox-documents';
import { asciiUpper, MEXICAN_STATES, PEOPLE } from './sandbox-people';
import { hashHex, SeededRandom } from './seeded-random';

const pad = (value: number) => String(value).padStart(2, '0');
const round2 = (value: number) => Math.round(value * 100) / 100;
const slug = (text: string) => asciiUpper(text.split(' ')[0]).toLowerCase();
const PRO_LEVELS: Readonly<Record<string, readonly string[]>> = {
  uber: ['Blue', 'Gold', 'Platinum', 'Diamond'],
  uber_eats: ['Blue', 'Gold', 'Platinum', 'Diamond'],
};

/** A worker's profile on the platform, seeded from the platform and the identifier. */
export function generateSandboxProfile(
  platform: Platform,
  country: string,
  identifier: string,
  today: CalendarDate,
  seed: string,
): AccountProfile {
  const random = new SeededRandom(`${seed}:profile`);
  const institute = platform.protocol === 'institute';
  const people = PEOPLE[country];
  const year = Number(today.slice(0, 4));
  const sex = institute ? identifier[10] : random.pick(['H', 'M']);
  const first = random.pick(people.firstNames.filter((name) => sex === 'X' || name.sex === sex));
  const lastName = random.pick(people.lastNames);
  const secondLastName = random.pick(people.lastNames);
  const birthday = institute
    ? birthdayOfCurp(identifier)
    : `${random.int(year - 55, year - 21)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const state = random.pick(MEXICAN_STATES);
  const curp = institute
    ? identifier
    : makeCurp({ firstName: first.name, lastName, secondLastName, birthday, sex: first.sex, stateCode: state.curpCode }, random);
  return {
    workerId: institute ? instituteWorkerId(platform, curp, random) : uuid(random),
    profile: {
      firstName: first.name,
      lastName: country === 'br' ? lastName : `${lastName} ${secondLastName}`,
      email: identifier.includes('@') ? identifier : `${slug(first.name)}.${slug(lastName)}${random.int(1, 99)}@example.com`,
      phone: /^\+?\d+$/.test(identifier) ? identifier : `${people.phonePrefix}${random.int(1, 9)}${random.digits(people.phoneDigits - 1)}`,
      birthday: isCalendarDate(birthday) ? birthday : null,
      address: `${random.pick(people.streets)} ${random.int(10, 4999)}`,
      cityName: random.pick(people.cities),
      pictureUrl: institute ? null : `https://sandbox.gig.dev/avatars/${hashHex(seed)}.jpg`,
    },
    idsInfo: institute ? instituteIds(platform, curp, random) : [{ ...nationalIdOf(country, random, curp), type: 'national' }],
    vehicleInfo: institute ? null : vehicleOf(platform.family, country, random, year),
    metricsInfo: institute ? null : metricsOf(platform, random),
  };
}

function metricsOf(platform: Platform, random: SeededRandom): MetricsInfo {
  const months = random.int(3, 96);
  const years = Math.floor(months / 12);
  const levels = PRO_LEVELS[platform.code] ?? ['Bronze', 'Silver', 'Gold', 'Diamond'];
  return {
    acceptanceRate: round2(random.between(0.55, 0.98)),
    cancellationRate: round2(random.between(0.01, 0.12)),
    rating: round2(random.between(4.5, 5)),
    lifetimeTrips: platform.reportsTrips ? months * random.int(40, 220) : null,
    timeSinceFirstTrip: `P${years > 0 ? `${years}Y` : ''}${months % 12 > 0 ? `${months % 12}M` : ''}`,
    levelName: levels[Math.min(levels.length - 1, Math.floor(months / 24))],
  };
}

function instituteWorkerId(platform: Platform, curp: string, random: SeededRandom): string {
  return platform.code === 'imss' ? nssOf(curp) : rfcOf(curp, random);
}

function instituteIds(platform: Platform, curp: string, random: SeededRandom): IdDocument[] {
  const second = platform.code === 'imss'
    ? { type: 'social_security_number', name: 'NSS', value: nssOf(curp) }
    : { type: 'tax', name: 'RFC', value: rfcOf(curp, random) };
  return [{ type: 'national', name: 'CURP', value: curp }, second];
}

/** An 11-digit NSS: sub-delegation, year of registration, year of birth, serial, check digit. */
function nssOf(curp: string): string {
  const random = new SeededRandom(`nss:${curp}`);
  return `${random.digits(2)}${random.int(0, 2)}${random.int(0, 9)}${curp.slice(4, 6)}${random.digits(4)}${random.int(0, 9)}`;
}

function rfcOf(curp: string, random: SeededRandom): string {
  return `${curp.slice(0, 10)}${random.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${random.int(0, 9)}`;
}

function uuid(random: SeededRandom): string {
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}
