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

/**
 * The kind of an identity document, in Palenca's names: a CURP (or CC, CPF, RUT, DNI) is `national`,
 * an RFC `tax`, an NSS `social_security_number`.
 */
export type IdDocumentType = 'national' | 'tax' | 'social_security_number' | 'passport' | 'individual_taxpayer_registry';

export const ID_DOCUMENT_TYPES: readonly IdDocumentType[] = ['national', 'tax', 'social_security_number', 'passport', 'individual_taxpayer_registry'];

/** Names earlier versions (and some extraction services) used. */
const LEGACY_ID_DOCUMENT_TYPES: Readonly<Record<string, IdDocumentType>> = {
  national_id: 'national', curp: 'national', cc: 'national', cpf: 'national', rut: 'national', dni: 'national',
  tax_id: 'tax', rfc: 'tax',
  social_security: 'social_security_number', nss: 'social_security_number',
};

/**
 * The document type a stored or answered name stands for; `national` for a name nobody defined,
 * since every other kind is named explicitly.
 */
export function idDocumentTypeOf(name: string): IdDocumentType {
  const key = name.trim().toLowerCase();
  return (ID_DOCUMENT_TYPES as readonly string[]).includes(key) ? (key as IdDocumentType) : LEGACY_ID_DOCUMENT_TYPES[key] ?? 'national';
}

/** An identity document, e.g. `{type: 'national', name: 'CURP', value: …}`. */
export interface IdDocument {
  /** An IdDocumentType as produced today; rows stored earlier may hold a legacy name (see idDocumentTypeOf). */
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
