import { addDays, type CalendarDate } from '../dates/calendar-date';
import { curpBirthDate, curpCheckDigit, curpProblem, isRegistroPatronalWellFormed, nssCheckDigit, nssProblem } from './check-digits';
import type { ConstanciaData } from './constancia';
import { riskSignal, type RiskSignal } from './document-risk';

const CURP_SHAPE_TEXT = '18 characters: 4 letters, birth date YYMMDD, H|M|X, state, 3 consonants, differentiator, check digit';
const STALE_AFTER_DAYS = 30;

export interface ContentContext {
  readonly fieldPages: ReadonlyMap<string, number>;
  readonly uploadedOn: CalendarDate;
  /** The worker's identifiers as the lender knows them, when given. */
  readonly lenderCurp: string | null;
  readonly lenderNss: string | null;
}

/** The signals a constancia's own words trip: identifiers, arithmetic, dates, registros, identity, age. */
export function contentSignals(data: ConstanciaData, context: ContentContext): RiskSignal[] {
  const at = (field: string) => ({ field, page: context.fieldPages.get(field) ?? null });
  const signals: RiskSignal[] = [];
  const curp = curpProblem(data.curp);
  if (curp) {
    const expected = curp === 'shape' ? CURP_SHAPE_TEXT : `check digit ${curpCheckDigit(data.curp.slice(0, 17))}`;
    signals.push(riskSignal('curp_invalid', at('curp'), expected, data.curp));
  }
  const nss = nssProblem(data.nss);
  if (nss) {
    const expected = nss === 'shape' ? '11 digits' : `check digit ${nssCheckDigit(data.nss.slice(0, 10))}`;
    signals.push(riskSignal('nss_invalid', at('nss'), expected, data.nss));
  }
  const { quoted, discounted, reintegrated, total } = data.weeks;
  if (total !== quoted - discounted + reintegrated) {
    signals.push(riskSignal('weeks_do_not_add_up', at('weeks.total'), String(quoted - discounted + reintegrated), String(total)));
  }
  signals.push(...identitySignals(data, context, at));
  const incoherent = incoherentDate(data, context.uploadedOn);
  if (incoherent) signals.push(riskSignal('dates_incoherent', at(incoherent.field), incoherent.expected, incoherent.found));
  const early = workBeforeAge14(data);
  if (early) signals.push(riskSignal('work_before_age_14', at(early.field), `on or after ${early.birthday14}`, early.found));
  data.employers.forEach((employer, index) => {
    if (!isRegistroPatronalWellFormed(employer.registroPatronal)) {
      signals.push(riskSignal('registro_patronal_malformed', at(`employers[${index}].registroPatronal`), 'a letter and ten digits', employer.registroPatronal));
    }
  });
  const freshFrom = addDays(context.uploadedOn, -STALE_AFTER_DAYS);
  if (data.issuedOn < freshFrom) signals.push(riskSignal('stale', at('issuedOn'), `on or after ${freshFrom}`, data.issuedOn));
  return signals;
}

function identitySignals(data: ConstanciaData, context: ContentContext, at: (field: string) => { field: string; page: number | null }): RiskSignal[] {
  const lenderCurp = context.lenderCurp?.trim().toUpperCase();
  if (lenderCurp && lenderCurp !== data.curp) return [riskSignal('identity_mismatch', at('curp'), lenderCurp, data.curp)];
  const lenderNss = context.lenderNss?.replace(/\s/g, '');
  if (lenderNss && lenderNss !== data.nss) return [riskSignal('identity_mismatch', at('nss'), lenderNss, data.nss)];
  return [];
}

function incoherentDate(data: ConstanciaData, uploadedOn: CalendarDate): { field: string; expected: string; found: string } | null {
  if (data.issuedOn > uploadedOn) return { field: 'issuedOn', expected: `on or before ${uploadedOn}`, found: data.issuedOn };
  for (const [index, employer] of data.employers.entries()) {
    const field = `employers[${index}]`;
    if (employer.endDate !== null && employer.startDate > employer.endDate) {
      return { field: `${field}.startDate`, expected: `on or before ${employer.endDate}`, found: employer.startDate };
    }
    for (const key of ['startDate', 'endDate'] as const) {
      const date = employer[key];
      if (date !== null && date > data.issuedOn) return { field: `${field}.${key}`, expected: `on or before ${data.issuedOn}`, found: date };
    }
  }
  const movements = data.movements ?? [];
  const index = movements.findIndex((movement) => movement.date > data.issuedOn);
  return index < 0 ? null : { field: `movements[${index}].date`, expected: `on or before ${data.issuedOn}`, found: movements[index].date };
}

function workBeforeAge14(data: ConstanciaData): { field: string; birthday14: CalendarDate; found: CalendarDate } | null {
  const birth = curpBirthDate(data.curp);
  if (birth === null) return null;
  const birthday14 = `${Number(birth.slice(0, 4)) + 14}${birth.slice(4)}`.replace(/-02-29$/, '-03-01');
  const index = data.employers.findIndex((employer) => employer.startDate < birthday14);
  return index < 0 ? null : { field: `employers[${index}].startDate`, birthday14, found: data.employers[index].startDate };
}
