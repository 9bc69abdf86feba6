import { MAX_RANGE_DAYS, REPORT_LANGUAGES } from '@gig/domain';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';
import { ExactlyOneUserRef, ExternalIdField, UserIdField } from '../../users/dto/user-ref.request';

@ExactlyOneUserRef()
export class RequestReportDto {
  @UserIdField()
  user_id?: string;

  @ExternalIdField()
  external_id?: string;

  @OptionalTextField(
    { format: 'date', description: 'Start of the window, inclusive (YYYY-MM-DD); default end_date − 364 days.' },
    'start_date must be a string written YYYY-MM-DD',
  )
  start_date?: string;

  @OptionalTextField({
    format: 'date',
    description: `End of the window, inclusive (the report's as_of); default today (UTC); at most ${MAX_RANGE_DAYS} days after start_date.`,
  }, 'end_date must be a string written YYYY-MM-DD')
  end_date?: string;

  @OptionalTextField({ enum: [...REPORT_LANGUAGES], default: 'es', description: "The PDF's language." }, `language must be one of ${REPORT_LANGUAGES.join(', ')}`)
  language?: string;
}
