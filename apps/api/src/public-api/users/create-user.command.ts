import type { CreateUserCommand } from '@gig/domain';
import type { CreateUserRequestDto } from './dto/create-user.request';

/** `POST /v1/users`, its body checked by {@link CreateUserRequestDto}, as the use case's command. */
export function toCreateUserCommand(body: CreateUserRequestDto): CreateUserCommand {
  return { externalId: body.external_id, widgetId: body.widget_id };
}
