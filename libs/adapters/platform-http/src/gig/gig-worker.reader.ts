import { idDocumentTypeOf } from '@gig/domain';
import type { AccountProfile } from '@gig/domain';
import { fields, list, nullableCount, nullableDate, nullableFields, nullableNumber, nullableText, text } from '../schema/shape-reader';

/**
 * The `worker` object of a gig family's data answer into the domain's profile:
 * `{id, first_name, last_name, email, phone, birthday, address, city, picture_url,
 *   documents: [{type, name, value}], vehicle: {type, brand, model, year, plate} | null,
 *   metrics: {acceptance_rate, cancellation_rate, rating, lifetime_trips, time_since_first_trip, level} | null}`.
 */
export function readGigWorker(value: unknown): AccountProfile | null {
  const worker = nullableFields(value, 'worker');
  if (worker === null) return null;
  const at = (key: string) => `worker.${key}`;
  const vehicle = nullableFields(worker['vehicle'], at('vehicle'));
  const metrics = nullableFields(worker['metrics'], at('metrics'));
  return {
    workerId: nullableText(worker['id'], at('id')),
    profile: {
      firstName: nullableText(worker['first_name'], at('first_name')),
      lastName: nullableText(worker['last_name'], at('last_name')),
      email: nullableText(worker['email'], at('email')),
      phone: nullableText(worker['phone'], at('phone')),
      birthday: nullableDate(worker['birthday'], at('birthday')),
      address: nullableText(worker['address'], at('address')),
      cityName: nullableText(worker['city'], at('city')),
      pictureUrl: nullableText(worker['picture_url'], at('picture_url')),
    },
    idsInfo: list(worker['documents'] ?? [], at('documents')).map((raw, index) => {
      const document = fields(raw, at(`documents[${index}]`));
      const field = (key: string) => text(document[key], at(`documents[${index}].${key}`));
      return { type: idDocumentTypeOf(field('type')), name: field('name'), value: field('value') };
    }),
    vehicleInfo: vehicle && {
      type: nullableText(vehicle['type'], at('vehicle.type')),
      brand: nullableText(vehicle['brand'], at('vehicle.brand')),
      model: nullableText(vehicle['model'], at('vehicle.model')),
      year: nullableCount(vehicle['year'], at('vehicle.year')),
      licensePlate: nullableText(vehicle['plate'], at('vehicle.plate')),
    },
    metricsInfo: metrics && {
      acceptanceRate: nullableNumber(metrics['acceptance_rate'], at('metrics.acceptance_rate')),
      cancellationRate: nullableNumber(metrics['cancellation_rate'], at('metrics.cancellation_rate')),
      rating: nullableNumber(metrics['rating'], at('metrics.rating')),
      lifetimeTrips: nullableCount(metrics['lifetime_trips'], at('metrics.lifetime_trips')),
      timeSinceFirstTrip: nullableText(metrics['time_since_first_trip'], at('metrics.time_since_first_trip')),
      levelName: nullableText(metrics['level'], at('metrics.level')),
    },
  };
}
