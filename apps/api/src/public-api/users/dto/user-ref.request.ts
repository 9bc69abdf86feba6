import { MAX_EXTERNAL_ID_LENGTH } from '@gig/domain';
import { ExactlyOneOf } from '../../../platform/docs/request-body.decorator';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';

/*
 * A body that names its user by exactly one of user_id and external_id (spec 4.1 rule 1). Its class takes the two fields
 * first and the class decorator, rather than extending a base class: class-validator reports a subclass's fields before
 * its base's, and the fields' order is the error answers' order.
 */

/** The class decorator of a body naming its user. */
export const ExactlyOneUserRef = () => ExactlyOneOf({ user_id: 'By user_id', external_id: 'By external_id' });

export const UserIdField = () => OptionalTextField({ format: 'uuid', description: 'Our id of the user. Give exactly one of user_id and external_id.' });

export const ExternalIdField = () => OptionalTextField({
  minLength: 1, maxLength: MAX_EXTERNAL_ID_LENGTH, description: 'Your own id of the user. Give exactly one of user_id and external_id.',
});
