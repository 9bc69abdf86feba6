import { MAX_EXTERNAL_ID_LENGTH } from '@gig/domain';
import { ExactlyOneOf } from '../../../platform/docs/request-body.decorator';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';

/** A body that names its user by exactly one of user_id and external_id (spec 4.1 rule 1). */
@ExactlyOneOf({ user_id: 'By user_id', external_id: 'By external_id' })
export class UserRefRequestDto {
  @OptionalTextField({ format: 'uuid', description: 'Our id of the user. Give exactly one of user_id and external_id.' })
  user_id?: string;

  @OptionalTextField({
    minLength: 1, maxLength: MAX_EXTERNAL_ID_LENGTH, description: 'Your own id of the user. Give exactly one of user_id and external_id.',
  })
  external_id?: string;
}
