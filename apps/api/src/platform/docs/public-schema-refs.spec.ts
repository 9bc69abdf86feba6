import type { OpenAPIObject } from '@nestjs/swagger';
import { referPublicSchemas } from './public-schema-refs';

const FIELD_ERROR = { type: 'object', properties: { field: { type: 'string' } }, required: ['field'] };
const documentOf = (schemas: Record<string, object>, paths: object = {}) =>
  ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } }) as unknown as OpenAPIObject;

describe('referPublicSchemas', () => {
  it('drops the schemas the public document has and points every $ref to them into its file, leaving its own alone', () => {
    const console = documentOf(
      { FieldErrorDto: FIELD_ERROR, MemberDto: { type: 'object', properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } } } } },
      { '/m': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/MemberDto' } } } } } } } },
    );
    const result = referPublicSchemas(console, documentOf({ FieldErrorDto: structuredClone(FIELD_ERROR) }), 'openapi.json');
    expect(Object.keys(result.components?.schemas ?? {})).toEqual(['MemberDto']);
    expect(JSON.stringify(result)).toContain('"$ref":"openapi.json#/components/schemas/FieldErrorDto"');
    expect(JSON.stringify(result)).toContain('"$ref":"#/components/schemas/MemberDto"');
  });

  it('refuses a schema named as one of the public document’s but of another shape', () => {
    const console = documentOf({ FieldErrorDto: { ...FIELD_ERROR, required: [] } });
    expect(() => referPublicSchemas(console, documentOf({ FieldErrorDto: FIELD_ERROR }), 'openapi.json')).toThrow('FieldErrorDto is a schema of openapi.json with another shape');
  });
});
