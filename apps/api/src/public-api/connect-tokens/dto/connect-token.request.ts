import { OptionalTextField, TextField } from '../../../platform/http/text-field.decorator';

/** Who the token acts for (exactly one of user_id and external_id) and through which widget; checked by the use case. */
export class IssueConnectTokenRequestDto {
  @OptionalTextField({ format: 'uuid', description: 'The user, or give `external_id`.' })
  user_id?: string;

  @OptionalTextField({ minLength: 1, maxLength: 255, example: 'worker-7', description: 'Your id of the user, or give `user_id`.' })
  external_id?: string;

  @TextField({ format: 'uuid', description: 'One of your widgets: the token opens only this one.' })
  widget_id?: string;
}

/** The token to end; checked by the use case. */
export class RevokeConnectTokenRequestDto {
  @TextField({ minLength: 1, maxLength: 255, example: 'ct_Vb1xQ0m7c3YgQ2p6d2hZ4w9sJq8tN5kR1aE7uF0iL3o', description: 'A connect token your company was issued (`ct_…`).' })
  connect_token?: string;
}
