import type { Type as Class } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { declareField } from './body-shape';

/** An optional nested object of a request body (`options`), validated as a `dto` (`<field> must be an object` otherwise). */
export function OptionalObjectField(dto: Class): PropertyDecorator {
  return declareField(dto, (target, key) => {
    Type(() => dto)(target, key);
    ValidateNested()(target, key);
    IsObject({ message: `${String(key)} must be an object` })(target, key);
    IsOptional()(target, key);
    ApiPropertyOptional({ type: dto })(target, key);
  });
}
