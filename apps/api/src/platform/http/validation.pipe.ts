import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError, FieldError } from '@gig/domain';

/**
 * A body class that can tell, cheaply, the bodies its class-validator rules take as they are
 * (nothing to strip, nothing to report): those skip class-transformer and class-validator.
 */
export interface WellFormedBodies {
  isWellFormed(body: unknown): boolean;
}

/** A JSON object whose keys are all among `keys`. */
export function isObjectWithKeys(value: unknown, keys: ReadonlySet<string>): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (!keys.has(key)) return false;
  return true;
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

class EnvelopeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype as Partial<WellFormedBodies> | undefined;
    if (metadata.type === 'body' && type?.isWellFormed?.(value)) return value;
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
