import type { CalendarDate } from '../dates/calendar-date';

export interface PersonalInfo {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly birthday: CalendarDate | null;
  readonly address: string | null;
  readonly cityName: string | null;
  readonly pictureUrl: string | null;
}

/** An identity document, e.g. `{type: 'national_id', name: 'CURP', value: …}`. */
export interface IdDocument {
  readonly type: string;
  readonly name: string;
  readonly value: string;
}

export interface VehicleInfo {
  readonly type: string | null;
  readonly brand: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly licensePlate: string | null;
}

export interface MetricsInfo {
  readonly acceptanceRate: number | null;
  readonly cancellationRate: number | null;
  readonly rating: number | null;
  readonly lifetimeTrips: number | null;
  readonly timeSinceFirstTrip: string | null;
  readonly levelName: string | null;
}

/** Profile of the worker on a platform. */
export interface AccountProfile {
  readonly workerId: string | null;
  readonly profile: PersonalInfo;
  readonly idsInfo: IdDocument[];
  readonly vehicleInfo: VehicleInfo | null;
  readonly metricsInfo: MetricsInfo | null;
}

export interface EmploymentInfo {
  readonly quotedWeeks: number;
  readonly discountedWeeks: number;
  readonly reintegratedWeeks: number;
  /** e.g. `employed` or `unemployed`. */
  readonly status: string;
}

/** One job of the employment history. */
export interface EmploymentRecord {
  readonly employer: string;
  readonly employerRegistration: string | null;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate | null;
  readonly jobTitle: string | null;
  readonly federalEntity: string | null;
  /** Daily base salary (salario base de cotización) in MXN. */
  readonly baseSalary: number | null;
}

/** Employment record from a social-security or public-servant institute. */
export interface AccountEmployment {
  readonly employmentInfo: EmploymentInfo;
  readonly employmentHistory: EmploymentRecord[];
}
