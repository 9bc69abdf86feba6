import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import { ID_DOCUMENT_TYPES, IdDocumentType } from '@gig/domain';
import type { AccountProfileJson, IdDocumentJson, MetricsInfoJson, PersonalInfoJson, VehicleInfoJson } from '../account-profile.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const nullableText = (example?: string) => ApiProperty({ type: String, nullable: true, example });
const nullableNumber = (example?: number) => ApiProperty({ type: Number, nullable: true, example });
/** OpenAPI 3.0 ignores `nullable` beside a `$ref`: the object or null, spelled so every validator agrees. */
const nullableObject = (model: new () => object, description: string) =>
  ApiProperty({ anyOf: [{ $ref: getSchemaPath(model) }, { type: 'object', nullable: true, enum: [null] }], description });

export class PersonalInfoDto implements PersonalInfoJson {
  @nullableText('María') first_name!: string | null;
  @nullableText('López Hernández') last_name!: string | null;
  @nullableText('maria@example.com') email!: string | null;
  @nullableText('+525512345678') phone!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) birthday!: string | null;
  @nullableText() address!: string | null;
  @nullableText('Ciudad de México') city_name!: string | null;
  @nullableText() picture_url!: string | null;
}

export class IdDocumentDto implements IdDocumentJson {
  @ApiProperty({
    enum: ID_DOCUMENT_TYPES,
    example: 'national',
    description: 'Palenca’s names: a CURP (or CC, CPF, RUT, DNI) is `national`, an RFC `tax`, an NSS `social_security_number`.',
  })
  type!: IdDocumentType;
  @ApiProperty({ example: 'CURP' }) name!: string;
  @ApiProperty() value!: string;
}

export class VehicleInfoDto implements VehicleInfoJson {
  @nullableText('car') type!: string | null;
  @nullableText('Nissan') brand!: string | null;
  @nullableText('Versa') model!: string | null;
  @nullableNumber(2019) year!: number | null;
  @nullableText('ABC-123-D') license_plate!: string | null;
}

export class MetricsInfoDto implements MetricsInfoJson {
  @nullableNumber(0.93) acceptance_rate!: number | null;
  @nullableNumber(0.04) cancellation_rate!: number | null;
  @nullableNumber(4.87) rating!: number | null;
  @nullableNumber(5123) lifetime_trips!: number | null;
  @nullableText('P3Y2M') time_since_first_trip!: string | null;
  @nullableText('Gold') level_name!: string | null;
}

@ApiExtraModels(VehicleInfoDto, MetricsInfoDto)
export class AccountProfileDto implements AccountProfileJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @nullableText() worker_id!: string | null;
  @ApiProperty({ type: PersonalInfoDto }) profile!: PersonalInfoDto;
  @ApiProperty({ type: [IdDocumentDto] }) ids_info!: IdDocumentDto[];
  @nullableObject(VehicleInfoDto, 'Null when the platform gives no vehicle information.') vehicle_info!: VehicleInfoDto | null;
  @nullableObject(MetricsInfoDto, 'Null when the platform gives no performance metrics.') metrics_info!: MetricsInfoDto | null;
}

export const AccountProfileEnvelopeDto = envelopeOf(AccountProfileDto, 'AccountProfileEnvelopeDto');
