import { IdDocumentType, idDocumentTypeOf, MetricsInfo, PersonalInfo, ProfileOfAccount, VehicleInfo } from '@gig/domain';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';

export type PersonalInfoJson = SnakeCased<PersonalInfo>;

export interface IdDocumentJson {
  readonly type: IdDocumentType;
  readonly name: string;
  readonly value: string;
}

export type VehicleInfoJson = SnakeCased<VehicleInfo>;
export type MetricsInfoJson = SnakeCased<MetricsInfo>;

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

const presentPersonalInfo = snakeCased<PersonalInfo>()(['firstName', 'lastName', 'email', 'phone', 'birthday', 'address', 'cityName', 'pictureUrl']);
const presentVehicle = snakeCased<VehicleInfo>()(['type', 'brand', 'model', 'year', 'licensePlate']);
const presentMetrics = snakeCased<MetricsInfo>()(['acceptanceRate', 'cancellationRate', 'rating', 'lifetimeTrips', 'timeSinceFirstTrip', 'levelName']);

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
