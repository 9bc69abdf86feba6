import type { AccountProfile, CalendarDate, IdDocument, MetricsInfo, PersonalInfo, VehicleInfo } from '@gig/domain';
import { nested, nestedList, nullableDate, nullableNested, nullableNumber, nullableText, rowDecoder, text } from './row-decoder';

/** A profile as the `account_profiles.profile` column has always held it. */
export interface ProfileDocument {
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

export function encodeProfile(profile: AccountProfile): ProfileDocument {
  const { profile: person, vehicleInfo: vehicle, metricsInfo: metrics } = profile;
  return {
    worker_id: profile.workerId,
    profile: {
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      birthday: person.birthday,
      address: person.address,
      city_name: person.cityName,
      picture_url: person.pictureUrl,
    },
    ids_info: profile.idsInfo.map(({ type, name, value }) => ({ type, name, value })),
    vehicle_info: vehicle && { type: vehicle.type, brand: vehicle.brand, model: vehicle.model, year: vehicle.year, license_plate: vehicle.licensePlate },
    metrics_info: metrics && {
      acceptance_rate: metrics.acceptanceRate,
      cancellation_rate: metrics.cancellationRate,
      rating: metrics.rating,
      lifetime_trips: metrics.lifetimeTrips,
      time_since_first_trip: metrics.timeSinceFirstTrip,
      level_name: metrics.levelName,
    },
  };
}

/** The one reader of a stored profile, for every path that loads one. */
export const decodeProfile = rowDecoder<AccountProfile>('profile', {
  workerId: nullableText,
  profile: nested<PersonalInfo>({
    firstName: nullableText,
    lastName: nullableText,
    email: nullableText,
    phone: nullableText,
    birthday: nullableDate,
    address: nullableText,
    cityName: nullableText,
    pictureUrl: nullableText,
  }),
  idsInfo: nestedList<IdDocument>({ type: text, name: text, value: text }),
  vehicleInfo: nullableNested<VehicleInfo>({ type: nullableText, brand: nullableText, model: nullableText, year: nullableNumber, licensePlate: nullableText }),
  metricsInfo: nullableNested<MetricsInfo>({
    acceptanceRate: nullableNumber,
    cancellationRate: nullableNumber,
    rating: nullableNumber,
    lifetimeTrips: nullableNumber,
    timeSinceFirstTrip: nullableText,
    levelName: nullableText,
  }),
});
