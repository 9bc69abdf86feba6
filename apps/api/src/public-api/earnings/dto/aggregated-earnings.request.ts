import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IsBoolean, IsOptional } from 'class-validator';
import { MAX_RANGE_DAYS } from '@gig/domain';
import { isObjectWithKeys } from '../../../platform/http/validation.pipe';
import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';
import { USER_REF_SCHEMA } from '../../users/dto/user-ref.schema';
import { OptionalObjectField } from '../../../platform/http/object-field.decorator';

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

  @TextField({ format: 'date', example: '2026-07-01', description: 'Start of the window, inclusive (YYYY-MM-DD).' }, 'start_date must be a string written YYYY-MM-DD')
  start_date!: string;

  @TextField({
    format: 'date',
    example: '2026-09-30',
    description: `End of the window, inclusive (YYYY-MM-DD); at most ${MAX_RANGE_DAYS} days after start_date.`,
  }, 'end_date must be a string written YYYY-MM-DD')
  end_date!: string;

  @OptionalObjectField(AggregatedEarningsOptionsDto)
  options?: AggregatedEarningsOptionsDto;
}

/** The body as OpenAPI 3.0 states it: exactly one of user_id and external_id, which decorators cannot express. */
export function aggregatedEarningsRequestSchema(): SchemaObject {
  return {
    type: 'object',
    required: ['start_date', 'end_date'],
    oneOf: USER_REF_SCHEMA.oneOf,
    properties: {
      ...USER_REF_SCHEMA.properties,
      start_date: { type: 'string', format: 'date', description: 'Start of the window, inclusive (YYYY-MM-DD).' },
      end_date: { type: 'string', format: 'date', description: `End of the window, inclusive; at most ${MAX_RANGE_DAYS} days after start_date.` },
      options: {
        type: 'object',
        properties: { details: { type: 'boolean', default: false, description: 'When true every day carries a per-platform breakdown in `details`.' } },
      },
    },
    example: { external_id: 'demo-worker-1', start_date: '2026-07-01', end_date: '2026-09-30', options: { details: true } },
  };
}
