import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, FieldError } from '@gig/domain';
import { wellFormedCheck } from './body-shape';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Bodies whose declared fields say they are well formed skip class-transformer and class-validator (see body-shape). */
class EnvelopeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && wellFormedCheck(metadata.metatype)?.(value)) return value;
    return super.transform(value, metadata);
  }
}

/** class-validator failures become `bad_request` (422) with one entry per bad field. */
export function createValidationPipe(): ValidationPipe {
  return new EnvelopeValidationPipe({
    transform: true,
    whitelist: true,
    validateCustomDecorators: false,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return DomainError.badRequest(fields.map((f) => f.message).join('; ') || 'The request is invalid.', fields);
    },
  });
}
