import { IsIn, IsNumber, IsOptional } from 'class-validator';
import { ApiKeyKind, DEFAULT_ROTATION_GRACE_MS } from '@gig/domain';

const HOUR_MS = 60 * 60_000;

export class CreateApiKeyRequestDto {
  @IsIn(['private', 'public'], { message: 'kind must be private or public' })
  kind!: ApiKeyKind;
}

/** `grace_hours`: how long the replaced key keeps working (ManageApiKeys checks the range). */
export class RotateApiKeyRequestDto {
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'grace_hours must be a number of hours' })
  grace_hours?: number;
}

export const graceMsOf = (body: RotateApiKeyRequestDto): number => (body.grace_hours === undefined ? DEFAULT_ROTATION_GRACE_MS : body.grace_hours * HOUR_MS);
