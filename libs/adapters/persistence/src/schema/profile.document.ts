import type { AccountProfile, CalendarDate } from '@gig/domain';
import { RowReader } from './row-reader';

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
export function decodeProfile(document: unknown): AccountProfile {
  const stored = RowReader.of(document, 'profile');
  const person = stored.object('profile');
  const vehicle = stored.nullableObject('vehicle_info');
  const metrics = stored.nullableObject('metrics_info');
  return {
    workerId: stored.nullableText('worker_id'),
    profile: {
      firstName: person.nullableText('first_name'),
      lastName: person.nullableText('last_name'),
      email: person.nullableText('email'),
      phone: person.nullableText('phone'),
      birthday: person.nullableDate('birthday'),
      address: person.nullableText('address'),
      cityName: person.nullableText('city_name'),
      pictureUrl: person.nullableText('picture_url'),
    },
    idsInfo: stored.list('ids_info', (id) => ({ type: id.text('type'), name: id.text('name'), value: id.text('value') })),
    vehicleInfo: vehicle && {
      type: vehicle.nullableText('type'),
      brand: vehicle.nullableText('brand'),
      model: vehicle.nullableText('model'),
      year: vehicle.nullableNumber('year'),
      licensePlate: vehicle.nullableText('license_plate'),
    },
    metricsInfo: metrics && {
      acceptanceRate: metrics.nullableNumber('acceptance_rate'),
      cancellationRate: metrics.nullableNumber('cancellation_rate'),
      rating: metrics.nullableNumber('rating'),
      lifetimeTrips: metrics.nullableNumber('lifetime_trips'),
      timeSinceFirstTrip: metrics.nullableText('time_since_first_trip'),
      levelName: metrics.nullableText('level_name'),
    },
  };
}
