import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const USER_ID: SchemaObject = { type: 'string', format: 'uuid', description: 'Our id of the user. Give exactly one of user_id and external_id.' };
const EXTERNAL_ID: SchemaObject = {
  type: 'string', minLength: 1, maxLength: 255, description: 'Your own id of the user. Give exactly one of user_id and external_id.',
};

/**
 * A body that names its user by exactly one of user_id and external_id, as OpenAPI 3.0 states it (decorators cannot):
 * the `oneOf` of the body's schema, and the two properties to list first among its own.
 */
export const USER_REF_SCHEMA: { readonly oneOf: SchemaObject[]; readonly properties: Record<string, SchemaObject> } = {
  oneOf: [
    { title: 'By user_id', required: ['user_id'], properties: { user_id: USER_ID } },
    { title: 'By external_id', required: ['external_id'], properties: { external_id: EXTERNAL_ID } },
  ],
  properties: { user_id: USER_ID, external_id: EXTERNAL_ID },
};
