import { IdDocumentType, idDocumentTypeOf, MetricsInfo, PersonalInfo, ProfileOfAccount, VehicleInfo } from '@gig/domain';

export interface PersonalInfoJson {
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly birthday: string | null;
  readonly address: string | null;
  readonly city_name: string | null;
  readonly picture_url: string | null;
}

export interface IdDocumentJson {
  readonly type: IdDocumentType;
  readonly name: string;
  readonly value: string;
}

export interface VehicleInfoJson {
  readonly type: string | null;
  readonly brand: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly license_plate: string | null;
}

export interface MetricsInfoJson {
  readonly acceptance_rate: number | null;
  readonly cancellation_rate: number | null;
  readonly rating: number | null;
  readonly lifetime_trips: number | null;
  readonly time_since_first_trip: string | null;
  readonly level_name: string | null;
}

/** The `data` of GET /v1/accounts/{account_id}/profile. */
export interface AccountProfileJson {
  readonly account_id: string;
  readonly platform: string;
  readonly worker_id: string | null;
  readonly profile: PersonalInfoJson;
  readonly ids_info: IdDocumentJson[];
  readonly vehicle_info: VehicleInfoJson | null;
  readonly metrics_info: MetricsInfoJson | null;
}

export function presentAccountProfile({ account, profile }: ProfileOfAccount): AccountProfileJson {
  return {
    account_id: account.id,
    platform: account.platform,
    worker_id: profile.workerId,
    profile: presentPersonalInfo(profile.profile),
    ids_info: profile.idsInfo.map(({ type, name, value }) => ({ type: idDocumentTypeOf(type), name, value })),
    vehicle_info: profile.vehicleInfo && presentVehicle(profile.vehicleInfo),
    metrics_info: profile.metricsInfo && presentMetrics(profile.metricsInfo),
  };
}

function presentPersonalInfo(person: PersonalInfo): PersonalInfoJson {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    birthday: person.birthday,
    address: person.address,
    city_name: person.cityName,
    picture_url: person.pictureUrl,
  };
}

function presentVehicle(vehicle: VehicleInfo): VehicleInfoJson {
  return { type: vehicle.type, brand: vehicle.brand, model: vehicle.model, year: vehicle.year, license_plate: vehicle.licensePlate };
}

function presentMetrics(metrics: MetricsInfo): MetricsInfoJson {
  return {
    acceptance_rate: metrics.acceptanceRate,
    cancellation_rate: metrics.cancellationRate,
    rating: metrics.rating,
    lifetime_trips: metrics.lifetimeTrips,
    time_since_first_trip: metrics.timeSinceFirstTrip,
    level_name: metrics.levelName,
  };
}
