import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, FieldError } from '@gig/domain';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** class-validator failures become `bad_request` (422) with one entry per bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return DomainError.badRequest(fields.map((f) => f.message).join('; ') || 'The request is invalid.', fields);
    },
  });
}
