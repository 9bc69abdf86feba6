import type { OpenAPIObject } from '@nestjs/swagger';
import { OpenApiConformance } from './openapi-conformance';

const ITEM = { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, count: { type: 'integer' } }, required: ['id'] };
const DOCUMENT = {
  openapi: '3.0.0',
  info: { title: 'Checked', version: '1' },
  paths: {
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The item', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
      },
    },
  },
  components: { schemas: { Item: ITEM } },
} as unknown as OpenAPIObject;

describe('The OpenAPI conformance checker (its validators compiled when first used)', () => {
  const conformance = OpenApiConformance.of(DOCUMENT);

  it('accepts an answer on its schema, through a $ref', () => {
    expect(conformance.problems('getItem', 200, { id: '4b0e8c4e-1f7e-4a43-9a57-0f8f3b1d2c3a', count: 2 })).toEqual([]);
  });

  it('refuses a property the schema does not name, a wrong type, a bad format and a missing field', () => {
    expect(conformance.problems('getItem', 200, { id: '4b0e8c4e-1f7e-4a43-9a57-0f8f3b1d2c3a', extra: true }).join()).toMatch(/additional properties/);
    expect(conformance.problems('getItem', 200, { id: '4b0e8c4e-1f7e-4a43-9a57-0f8f3b1d2c3a', count: 'two' }).join()).toMatch(/must be integer/);
    expect(conformance.problems('getItem', 200, { id: 'not-a-uuid' }).join()).toMatch(/must match format "uuid"/);
    expect(conformance.problems('getItem', 200, {}).join()).toMatch(/must have required property 'id'/);
  });
});
