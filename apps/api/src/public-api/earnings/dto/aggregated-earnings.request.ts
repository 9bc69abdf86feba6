import { MAX_RANGE_DAYS } from '@gig/domain';
import { OptionalBooleanField } from '../../../platform/http/boolean-field.decorator';
import { TextField } from '../../../platform/http/text-field.decorator';
import { OptionalObjectField } from '../../../platform/http/object-field.decorator';
import { ExactlyOneUserRef, ExternalIdField, UserIdField } from '../../users/dto/user-ref.request';

export class AggregatedEarningsOptionsDto {
  @OptionalBooleanField({ default: false, description: 'When true every day carries a per-platform breakdown in `details`.' }, 'options.details must be a boolean')
  details?: boolean;
}

@ExactlyOneUserRef()
export class AggregatedEarningsRequestDto {
  @UserIdField()
  user_id?: string;

  @ExternalIdField()
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
