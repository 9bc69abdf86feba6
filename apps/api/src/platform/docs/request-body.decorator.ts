import type { Type as Class } from '@nestjs/common';
import { ApiBody, DECORATORS } from '@nestjs/swagger';
import type { ExamplesObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { declaredFields } from '../http/body-shape';

const CHOICES = Symbol('exactly one of');

/**
 * A body that gives exactly one of these fields (field → the title of that choice in the document). The document states
 * it as the schema's `oneOf`; the use case refuses a body that gives none or both, with the body's other problems.
 */
export function ExactlyOneOf(choices: Record<string, string>): ClassDecorator {
  return (target) => Reflect.defineMetadata(CHOICES, choices, target);
}

/** The properties of `type` as its declared fields document them (see `platform/http`'s field decorators), in order. */
function propertiesOf(type: Class): { properties: Record<string, SchemaObject>; required: string[] } {
  const kinds = declaredFields(type);
  const keys: string[] = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, type.prototype) ?? []).map((key: string) => key.slice(1));
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const key of keys) {
    const kind = kinds.get(key);
    if (kind === undefined) throw new Error(`${type.name}.${key} is not a declared field`);
    const { required: isRequired, isArray: _isArray, type: _type, ...documented } = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, type.prototype, key);
    if (isRequired !== false) required.push(key);
    properties[key] = typeof kind === 'string' ? { type: kind, ...documented } : { type: 'object', properties: propertiesOf(kind).properties, ...documented };
  }
  return { properties, required };
}

/** The body schema of `type` as its declared fields document it, with the `oneOf` of {@link ExactlyOneOf}. */
export function requestBodySchema(type: Class, example?: unknown): SchemaObject {
  const { properties, required } = propertiesOf(type);
  const choices: Record<string, string> | undefined = Reflect.getMetadata(CHOICES, type);
  const oneOf = choices && Object.entries(choices).map(([key, title]) => ({ title, required: [key], properties: { [key]: properties[key] } }));
  return { type: 'object', ...(required.length > 0 && { required }), ...(oneOf && { oneOf }), properties, ...(example !== undefined && { example }) };
}

/** The operation's JSON body: `type`, documented from its declaration (see {@link requestBodySchema}). */
export function RequestBody(type: Class, options: { example?: unknown; examples?: ExamplesObject } = {}): MethodDecorator {
  return ApiBody({ schema: requestBodySchema(type, options.example), ...(options.examples && { examples: options.examples }) });
}
