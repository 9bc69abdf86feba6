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
    worker_id: nullableText(worker['id'], at('id')),
    profile: {
      first_name: nullableText(worker['first_name'], at('first_name')),
      last_name: nullableText(worker['last_name'], at('last_name')),
      email: nullableText(worker['email'], at('email')),
      phone: nullableText(worker['phone'], at('phone')),
      birthday: nullableDate(worker['birthday'], at('birthday')),
      address: nullableText(worker['address'], at('address')),
      city_name: nullableText(worker['city'], at('city')),
      picture_url: nullableText(worker['picture_url'], at('picture_url')),
    },
    ids_info: list(worker['documents'] ?? [], at('documents')).map((raw, index) => {
      const document = fields(raw, at(`documents[${index}]`));
      const field = (key: string) => text(document[key], at(`documents[${index}].${key}`));
      return { type: field('type'), name: field('name'), value: field('value') };
    }),
    vehicle_info: vehicle && {
      type: nullableText(vehicle['type'], at('vehicle.type')),
      brand: nullableText(vehicle['brand'], at('vehicle.brand')),
      model: nullableText(vehicle['model'], at('vehicle.model')),
      year: nullableCount(vehicle['year'], at('vehicle.year')),
      license_plate: nullableText(vehicle['plate'], at('vehicle.plate')),
    },
    metrics_info: metrics && {
      acceptance_rate: nullableNumber(metrics['acceptance_rate'], at('metrics.acceptance_rate')),
      cancellation_rate: nullableNumber(metrics['cancellation_rate'], at('metrics.cancellation_rate')),
      rating: nullableNumber(metrics['rating'], at('metrics.rating')),
      lifetime_trips: nullableCount(metrics['lifetime_trips'], at('metrics.lifetime_trips')),
      time_since_first_trip: nullableText(metrics['time_since_first_trip'], at('metrics.time_since_first_trip')),
      level_name: nullableText(metrics['level'], at('metrics.level')),
    },
  };
}
