import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ACCOUNT_SECRET_LENGTH, MAX_ITEMS_PER_PAGE } from '@gig/domain';
import { COUNTRY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';
import { OptionalObjectField } from '../../../platform/http/object-field.decorator';
import { ExactlyOneOf } from '../../../platform/docs/request-body.decorator';

export class CreateAccountRequestDto {
  @TextField({ example: 'ana.driver@example.com', description: "The worker's login on the platform: e-mail, phone or CURP (see GET /v1/platforms)" })
  identifier?: string;

  @TextField({ enum: PLATFORM_CODES, example: 'uber', description: 'A platform code of GET /v1/platforms.' })
  platform?: string;

  @TextField({ enum: COUNTRY_CODES, example: 'mx', description: 'A country the platform is offered in.' })
  country?: string;

  @TextField({ format: 'uuid', example: '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b' })
  user_id?: string;
}

@ExactlyOneOf({ password: 'With a password', otp_code: 'With a one-time code' })
export class ValidateAccountRequestDto {
  @OptionalTextField({ minLength: 1, maxLength: MAX_ACCOUNT_SECRET_LENGTH, description: 'The platform password, when next_step is `password`.' })
  password?: string;

  @OptionalTextField({ minLength: 1, maxLength: MAX_ACCOUNT_SECRET_LENGTH, description: 'The one-time code the platform sent, when next_step is `otp`.' })
  otp_code?: string;
}

export class PageOptionsDto {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'options.page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: DEFAULT_ITEMS_PER_PAGE, minimum: 1, maximum: MAX_ITEMS_PER_PAGE })
  @IsOptional()
  @IsInt({ message: 'options.items_per_page must be a whole number' })
  items_per_page?: number;
}

export class EarningsSearchRequestDto {
  @TextField({ format: 'date', example: '2025-01-01', description: 'Start of the window, inclusive (YYYY-MM-DD).' }, 'start_date must be a string written YYYY-MM-DD')
  start_date?: string;

  @TextField({ format: 'date', example: '2025-01-31' }, 'end_date must be a string written YYYY-MM-DD')
  end_date?: string;

  @OptionalObjectField(PageOptionsDto)
  options?: PageOptionsDto;
}

/** `?page=&items_per_page=` of the employment record: strings on the wire, whole numbers checked by the use case. */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', default: DEFAULT_ITEMS_PER_PAGE, minimum: 1, maximum: MAX_ITEMS_PER_PAGE })
  @IsOptional()
  @Type(() => Number)
  items_per_page?: number;
}
