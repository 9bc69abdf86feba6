import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { MAX_RANGE_DAYS } from '@gig/domain';
import { isObjectWithKeys } from '../../../platform/http/validation.pipe';
import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';

const REQUEST_KEYS = new Set(['user_id', 'external_id', 'start_date', 'end_date', 'options']);
const OPTIONS_KEYS = new Set(['details']);
const isAbsent = (value: unknown) => value === undefined || value === null;
const isTextOrAbsent = (value: unknown) => typeof value === 'string' || isAbsent(value);

export class AggregatedEarningsOptionsDto {
  @ApiPropertyOptional({ default: false, description: 'When true every day carries a per-platform breakdown in `details`.' })
  @IsOptional()
  @IsBoolean({ message: 'options.details must be a boolean' })
  details?: boolean;
}

export class AggregatedEarningsRequestDto {
  /** Every field absent, null or of its type, and no other field: what the rules below take unchanged. */
  static isWellFormed(body: unknown): boolean {
    if (!isObjectWithKeys(body, REQUEST_KEYS)) return false;
    const { options } = body;
    const optionsWellFormed = isAbsent(options) ||
      (isObjectWithKeys(options, OPTIONS_KEYS) && (isAbsent(options.details) || typeof options.details === 'boolean'));
    return optionsWellFormed && isTextOrAbsent(body.user_id) && isTextOrAbsent(body.external_id) &&
      isTextOrAbsent(body.start_date) && isTextOrAbsent(body.end_date);
  }

  @OptionalTextField({ format: 'uuid', description: 'Service user id. Give exactly one of user_id and external_id.' })
  user_id?: string;

  @OptionalTextField({ description: "The client's own user identifier. Give exactly one of user_id and external_id." })
  external_id?: string;

  @TextField({ format: 'date', example: '2025-01-01', description: 'Start of the window, inclusive (YYYY-MM-DD).' }, 'start_date must be a string written YYYY-MM-DD')
  start_date!: string;

  @TextField({
    format: 'date',
    example: '2025-01-31',
    description: `End of the window, inclusive (YYYY-MM-DD); at most ${MAX_RANGE_DAYS} days after start_date.`,
  }, 'end_date must be a string written YYYY-MM-DD')
  end_date!: string;

  @ApiPropertyOptional({ type: AggregatedEarningsOptionsDto })
  @IsOptional()
  @IsObject({ message: 'options must be an object' })
  @ValidateNested()
  @Type(() => AggregatedEarningsOptionsDto)
  options?: AggregatedEarningsOptionsDto;
}

const USER_ID: SchemaObject = { type: 'string', format: 'uuid', description: 'Our id of the user. Give exactly one of user_id and external_id.' };
const EXTERNAL_ID: SchemaObject = {
  type: 'string', minLength: 1, maxLength: 255, description: 'Your own id of the user. Give exactly one of user_id and external_id.',
};

/** The body as OpenAPI 3.0 states it: exactly one of user_id and external_id, which decorators cannot express. */
export function aggregatedEarningsRequestSchema(): SchemaObject {
  return {
    type: 'object',
    required: ['start_date', 'end_date'],
    oneOf: [
      { title: 'By user_id', required: ['user_id'], properties: { user_id: USER_ID } },
      { title: 'By external_id', required: ['external_id'], properties: { external_id: EXTERNAL_ID } },
    ],
    properties: {
      user_id: USER_ID,
      external_id: EXTERNAL_ID,
      start_date: { type: 'string', format: 'date', description: 'Start of the window, inclusive (YYYY-MM-DD).' },
      end_date: { type: 'string', format: 'date', description: `End of the window, inclusive; at most ${MAX_RANGE_DAYS} days after start_date.` },
      options: {
        type: 'object',
        properties: { details: { type: 'boolean', default: false, description: 'When true every day carries a per-platform breakdown in `details`.' } },
      },
    },
    example: { external_id: 'demo-worker-1', start_date: '2025-01-01', end_date: '2025-01-31', options: { details: true } },
  };
}
