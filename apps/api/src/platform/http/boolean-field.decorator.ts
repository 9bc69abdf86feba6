import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { declareField } from './body-shape';

/** An optional boolean field of a request body, documented by `schema`; anything else is refused with `message`. */
export const OptionalBooleanField = (schema: ApiPropertyOptions, message: string): PropertyDecorator =>
  declareField('boolean', (target, key) => {
    IsBoolean({ message })(target, key);
    IsOptional()(target, key);
    ApiPropertyOptional(schema)(target, key);
  });
