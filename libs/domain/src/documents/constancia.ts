import type { CalendarDate } from '../dates/calendar-date';
import type { Cents } from '../money/money';

/** The week counts of `Tu detalle de semanas cotizadas` and the total above them. */
export interface ConstanciaWeeks {
  readonly quoted: number;
  readonly discounted: number;
  readonly reintegrated: number;
  readonly total: number;
}

/** One block of `Tu historia laboral`; `baseSalary` is the daily salario base de cotización in MXN cents. */
export interface ConstanciaEmployer {
  readonly name: string;
  readonly registroPatronal: string;
  readonly state: string;
  readonly startDate: CalendarDate;
  /** Null while the job lasts (`Vigente`). */
  readonly endDate: CalendarDate | null;
  readonly baseSalary: Cents;
}

export const MOVEMENT_TYPES = ['alta', 'baja', 'reingreso', 'modificacion_de_salario'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** One line of the detailed report's movements, under its employer's block. */
export interface ConstanciaMovement {
  readonly registroPatronal: string;
  readonly type: MovementType;
  readonly date: CalendarDate;
  readonly salary: Cents;
}

/** What a constancia says; employers newest first, as printed. `movements` is null without the detailed report. */
export interface ConstanciaData {
  readonly name: string;
  readonly nss: string;
  readonly curp: string;
  readonly issuedOn: CalendarDate;
  readonly weeks: ConstanciaWeeks;
  readonly employers: ConstanciaEmployer[];
  readonly movements: ConstanciaMovement[] | null;
}

/** Where a value was read: its 1-based page. */
export type PageOf = (field: string) => number | null;
