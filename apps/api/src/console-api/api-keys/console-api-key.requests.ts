import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional } from 'class-validator';
import { ApiKeyKind, DEFAULT_ROTATION_GRACE_MS } from '@gig/domain';

const HOUR_MS = 60 * 60_000;

export class CreateApiKeyRequestDto {
  @ApiProperty({ enum: ['private', 'public'] })
  @IsIn(['private', 'public'], { message: 'kind must be private or public' })
  kind!: ApiKeyKind;
}

/** `grace_hours`: how long the replaced key keeps working (ManageApiKeys checks the range); absent or null: the default, 24 h. */
export class RotateApiKeyRequestDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Hours the replaced key keeps working; default 24.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'grace_hours must be a number of hours' })
  grace_hours?: number | null;
}

export const graceMsOf = (body: RotateApiKeyRequestDto): number => (body.grace_hours === undefined || body.grace_hours === null ? DEFAULT_ROTATION_GRACE_MS : body.grace_hours * HOUR_MS);
