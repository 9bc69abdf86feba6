import { AccountEmployment, CalendarDate, EmploymentRecord, fromEpochDay, isCalendarDate, Platform, toEpochDay } from '@gig/domain';
import { birthdayOfCurp } from './sandbox-documents';
import { MEXICAN_STATES } from './sandbox-people';
import { SeededRandom } from './seeded-random';

interface Workplace {
  readonly employers: readonly string[];
  readonly jobTitles: readonly string[];
  readonly registration: (random: SeededRandom) => string;
}

const WORKPLACES: Readonly<Record<string, Workplace>> = {
  imss: {
    employers: [
      'Comercializadora del Bajío S.A. de C.V.', 'Logística Integral del Norte S.A. de C.V.', 'Servicios Administrativos Azteca S.C.',
      'Alimentos La Huerta S.A. de C.V.', 'Grupo Constructor Anáhuac S.A. de C.V.', 'Tiendas Económicas del Centro S.A. de C.V.',
    ],
    jobTitles: ['Auxiliar administrativo', 'Operador de almacén', 'Vendedor de piso', 'Cajero', 'Chofer repartidor', 'Técnico de mantenimiento'],
    registration: (random) => `${random.letters(1)}${random.digits(10)}`,
  },
  issste: {
    employers: [
      'Secretaría de Educación Pública', 'Secretaría de Salud', 'Universidad Nacional Autónoma de México',
      'Secretaría de Hacienda y Crédito Público', 'Gobierno de la Ciudad de México', 'Instituto Nacional de Estadística y Geografía',
    ],
    jobTitles: ['Docente de primaria', 'Enfermera general', 'Analista administrativo', 'Médico general', 'Jefe de departamento'],
    registration: (random) => `${random.digits(2)}-${random.digits(3)}-${random.digits(5)}`,
  },
};

const ADULT_DAYS = 18 * 365;

/** Quoted weeks and 2 to 4 jobs, most recent first, fitted between adulthood and today. */
export function generateSandboxEmployment(platform: Platform, curp: string, today: CalendarDate, seed: string): AccountEmployment {
  const random = new SeededRandom(`${seed}:employment`);
  const workplace = WORKPLACES[platform.code] ?? WORKPLACES['imss'];
  const todayDay = toEpochDay(today);
  const birthday = birthdayOfCurp(curp);
  const adult = isCalendarDate(birthday) ? toEpochDay(birthday) + ADULT_DAYS : todayDay - 10 * 365;
  const employed = random.chance(0.75);
  const end = employed ? todayDay : todayDay - random.int(30, 300);
  const span = Math.max(730, Math.min(25 * 365, end - adult));
  const start = end - random.int(Math.floor(span / 2), span - 1);
  const count = random.int(2, 4);
  const gaps = Array.from({ length: count - 1 }, () => random.int(10, 60));
  const weights = Array.from({ length: count }, () => random.between(1, 4));
  const working = end - start - gaps.reduce((sum, gap) => sum + gap, 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const history: EmploymentRecord[] = [];
  let jobStart = start;
  let salary = random.between(260, 600);
  weights.forEach((weight, index) => {
    const last = index === count - 1;
    const jobEnd = last ? end : jobStart + Math.floor((working * weight) / total) - 1;
    history.unshift({
      employer: random.pick(workplace.employers),
      employerRegistration: workplace.registration(random),
      startDate: fromEpochDay(jobStart),
      endDate: last && employed ? null : fromEpochDay(jobEnd),
      jobTitle: random.pick(workplace.jobTitles),
      federalEntity: random.pick(MEXICAN_STATES).name,
      baseSalary: Math.round(salary * 100) / 100,
    });
    jobStart = jobEnd + 1 + (gaps[index] ?? 0);
    salary = Math.min(2_500, salary * random.between(1.05, 1.45));
  });
  const worked = history.reduce((weeks, job) => weeks + Math.floor((dayOf(job.endDate, todayDay) - toEpochDay(job.startDate) + 1) / 7), 0);
  const discounted = random.int(0, 12);
  const reintegrated = random.int(0, discounted);
  return {
    employmentInfo: {
      quotedWeeks: Math.max(0, worked - discounted + reintegrated),
      discountedWeeks: discounted,
      reintegratedWeeks: reintegrated,
      status: employed ? 'employed' : 'unemployed',
    },
    employmentHistory: history,
  };
}

/** The record of a worker with no contribution weeks (warning zero_quoted_weeks). */
export const ZERO_QUOTED_WEEKS: AccountEmployment = {
  employmentInfo: { quotedWeeks: 0, discountedWeeks: 0, reintegratedWeeks: 0, status: 'unemployed' },
  employmentHistory: [],
};

function dayOf(date: CalendarDate | null, fallback: number): number {
  return date === null ? fallback : toEpochDay(date);
}
