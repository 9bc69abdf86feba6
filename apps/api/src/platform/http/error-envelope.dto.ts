import { ApiProperty } from '@nestjs/swagger';
import type { FieldError } from '@gig/domain';

/** One bad field of a `bad_request`; the error envelopes themselves are built per operation by `ApiErrorResponses`. */
export class FieldErrorDto implements FieldError {
  @ApiProperty({ example: 'start_date', description: 'The request field (or `body`, `content-type`) at fault.' }) field!: string;
  @ApiProperty({ example: 'start_date is required' }) message!: string;
}
