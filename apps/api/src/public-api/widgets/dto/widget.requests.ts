import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import {
  DEFAULT_CONSENT_VERSION, DEFAULT_WIDGET_COLOR, MAX_CONSENT_VERSION_LENGTH, MAX_LOGO_DATA_URL, MAX_WIDGET_NAME_LENGTH, MAX_WIDGET_ORIGINS, MAX_WIDGET_URL_LENGTH,
  WIDGET_LANGUAGES,
} from '@gig/domain';
import { COUNTRY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';

const ORIGINS = {
  type: String, isArray: true, minItems: 1, maxItems: MAX_WIDGET_ORIGINS, example: ['https://app.lender.example'],
  description: 'The origins (`scheme://host[:port]`: http or https, a host name or IP address, no wildcard, path, query or trailing slash) of the pages that may embed the widget, kept as a browser sends them in `Origin` (lower case, punycode, no default port).',
} as const;
const NAME = { minLength: 1, maxLength: MAX_WIDGET_NAME_LENGTH, example: 'Loans app' } as const;

/** A widget's fields; creation needs `name` and `allowed_origins`, an update takes any of them. */
export class UpdateWidgetRequestDto {
  @OptionalTextField(NAME)
  name?: string;

  @ApiPropertyOptional({ type: String, enum: PLATFORM_CODES, isArray: true, minItems: 1, description: 'Platform codes of GET /v1/platforms; default: all.' })
  @IsOptional()
  @IsArray({ message: 'platforms must be a list of platform codes' })
  @IsString({ each: true, message: 'platforms must be a list of platform codes' })
  platforms?: string[];

  @ApiPropertyOptional({
    type: String, enum: COUNTRY_CODES, isArray: true, minItems: 1,
    description: 'Countries the platforms are offered in; default: all of them (on an update that changes only `platforms`: the current ones still offered, else all).',
  })
  @IsOptional()
  @IsArray({ message: 'countries must be a list of country codes' })
  @IsString({ each: true, message: 'countries must be a list of country codes' })
  countries?: string[];

  @ApiPropertyOptional(ORIGINS)
  @IsOptional()
  @IsArray({ message: 'allowed_origins must be a list of origins' })
  @IsString({ each: true, message: 'allowed_origins must be a list of origins' })
  allowed_origins?: string[];

  @OptionalTextField({ type: String, format: 'uri', nullable: true, maxLength: MAX_WIDGET_URL_LENGTH, description: 'http(s): where the full-page mode returns; null: none.' }, 'redirect_url must be a string or null')
  redirect_url?: string | null;

  @OptionalTextField({ enum: WIDGET_LANGUAGES, default: 'es' }, 'language must be es or en')
  language?: string;

  @OptionalTextField({ pattern: '^#[0-9a-fA-F]{6}$', default: DEFAULT_WIDGET_COLOR }, 'primary_color must be a string #rrggbb')
  primary_color?: string;

  @OptionalTextField({
    type: String, format: 'uri', nullable: true, maxLength: MAX_LOGO_DATA_URL,
    description: 'Your logo in the widget’s header: an https URL on one of the widget’s `allowed_origins` (at most 2,048 characters), or an inline ' +
      `\`data:image/png;base64,…\` or \`data:image/svg+xml;base64,…\` URL of at most ${MAX_LOGO_DATA_URL} characters; null: none (the company name is shown).`,
  }, 'logo_url must be a string or null')
  logo_url?: string | null;

  @OptionalTextField({ minLength: 1, maxLength: MAX_CONSENT_VERSION_LENGTH, default: DEFAULT_CONSENT_VERSION, description: 'The version of the consent text the page shows.' })
  consent_version?: string;
}

export class CreateWidgetRequestDto extends UpdateWidgetRequestDto {
  @ApiProperty(NAME)
  declare name?: string;

  @ApiProperty(ORIGINS)
  declare allowed_origins?: string[];
}
