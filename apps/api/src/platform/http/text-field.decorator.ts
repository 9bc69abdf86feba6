import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { declareField } from './body-shape';

/**
 * A string field of a request body, documented by `schema`, whose type alone is checked here (`<field> must be a string`,
 * or `message`): absent passes, and the use case checks the rest so that every bad field is named at once.
 */
function textField(document: (schema: ApiPropertyOptions) => PropertyDecorator, schema: ApiPropertyOptions, message?: string): PropertyDecorator {
  return declareField('string', (target, key) => {
    IsString({ message: message ?? `${String(key)} must be a string` })(target, key);
    IsOptional()(target, key);
    document(schema)(target, key);
  });
}

/** A string field the document lists as required (the use case says when it is missing). */
export const TextField = (schema: ApiPropertyOptions = {}, message?: string) => textField(ApiProperty, schema, message);

/** A string field the document lists as optional. */
export const OptionalTextField = (schema: ApiPropertyOptions = {}, message?: string) => textField(ApiPropertyOptional, schema, message);
