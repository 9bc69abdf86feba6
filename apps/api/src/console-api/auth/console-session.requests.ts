import { OptionalTextField } from '../../platform/http/text-field.decorator';

/** Both fields are checked by the use case; a wrong type is a bad_request naming the field. */
export class SignInRequestDto {
  @OptionalTextField({ example: 'ana@lender.example' })
  email?: string;

  @OptionalTextField()
  password?: string;
}

export class SetPasswordRequestDto {
  @OptionalTextField({ description: 'The token of the one-time link.' })
  token?: string;

  @OptionalTextField({ description: 'At least the length the service asks.' })
  password?: string;
}
