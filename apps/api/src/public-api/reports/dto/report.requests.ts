import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

import { MAX_RANGE_DAYS } from '@gig/domain';
import { isObjectWithKeys } from '../../../platform/http/validation.pipe';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';
import { USER_REF_SCHEMA } from '../../users/dto/user-ref.schema';

const REQUEST_KEYS = new Set(['user_id', 'external_id', 'start_date', 'end_date', 'language']);
const isTextOrAbsent = (value: unknown) => typeof value === 'string' || value === undefined || value === null;

export class RequestReportDto {
  /** Every field absent, null or a string, and no other field: what the rules below take unchanged. */
  static isWellFormed(body: unknown): boolean {
    return isObjectWithKeys(body, REQUEST_KEYS) && [...REQUEST_KEYS].every((key) => isTextOrAbsent(body[key]));
  }

  @OptionalTextField() user_id?: string;
  @OptionalTextField() external_id?: string;
  @OptionalTextField({}, 'start_date must be a string written YYYY-MM-DD') start_date?: string;
  @OptionalTextField({}, 'end_date must be a string written YYYY-MM-DD') end_date?: string;
  @OptionalTextField({}, 'language must be one of es, en') language?: string;
}

/** The body as OpenAPI 3.0 states it: exactly one of user_id and external_id, which decorators cannot express. */
export function requestReportSchema(): SchemaObject {
  return {
    type: 'object',
    oneOf: USER_REF_SCHEMA.oneOf,
    properties: {
      ...USER_REF_SCHEMA.properties,
      start_date: { type: 'string', format: 'date', description: 'Start of the window, inclusive (YYYY-MM-DD); default end_date − 364 days.' },
      end_date: {
        type: 'string', format: 'date',
        description: `End of the window, inclusive (the report's as_of); default today (UTC); at most ${MAX_RANGE_DAYS} days after start_date.`,
      },
      language: { type: 'string', enum: ['es', 'en'], default: 'es', description: "The PDF's language." },
    },
    example: { external_id: 'demo-worker-1', language: 'en' },
  };
}
