import type { CalendarDate } from '../dates/calendar-date';

/** Profile of the worker on a platform (Palenca's field names), as the API returns it. */
export interface AccountProfile {
  worker_id: string | null;
  profile: {
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    birthday: CalendarDate | null;
    address: string | null;
    city_name: string | null;
    picture_url: string | null;
  };
  ids_info: { type: string; name: string; value: string }[];
  vehicle_info: { type: string | null; brand: string | null; model: string | null; year: number | null; license_plate: string | null } | null;
  metrics_info: {
    acceptance_rate: number | null;
    cancellation_rate: number | null;
    rating: number | null;
    lifetime_trips: number | null;
    time_since_first_trip: string | null;
    level_name: string | null;
  } | null;
}

/** Employment record from a social-security or public-servant institute, as the API returns it. */
export interface AccountEmployment {
  employment_info: {
    quoted_weeks: number;
    discounted_weeks: number;
    reintegrated_weeks: number;
    /** e.g. `employed` or `unemployed`. */
    status: string;
  };
  employment_history: {
    employer: string;
    employer_registration: string | null;
    start_date: CalendarDate;
    end_date: CalendarDate | null;
    job_title: string | null;
    federal_entity: string | null;
    /** Daily base salary (salario base de cotización) in MXN. */
    base_salary: number | null;
  }[];
}
