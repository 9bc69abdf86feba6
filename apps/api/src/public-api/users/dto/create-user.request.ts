import { OptionalTextField } from '../../../platform/http/text-field.decorator';

export class CreateUserRequestDto {
  @OptionalTextField({
    minLength: 1,
    maxLength: 255,
    example: 'worker-42',
    description: 'Your own identifier of the worker; unique in your company. A repeat returns the existing user (HTTP 200).',
  })
  external_id?: string;

  @OptionalTextField({ type: String, format: 'uuid', nullable: true, description: 'The widget the user is created through: one of your company’s widgets.' })
  widget_id?: string | null;
}
