import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { DocumentedOperation, DocumentPaths } from './openapi-operation-matcher';

const DOCUMENT_ID = 'openapi-document';
const pointerPart = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));
const anyNumber = { type: 'number', validate: () => true } as const;
const anyString = { type: 'string', validate: () => true } as const;
const bitRange = (bits: number) => ({ type: 'number', validate: (n: number) => n >= -(2 ** (bits - 1)) && n < 2 ** (bits - 1) }) as const;

/** The formats OpenAPI 3.0 adds to JSON Schema's, as openapi-backend defined them. */
const OPENAPI_FORMATS = {
  int32: bitRange(32),
  int64: bitRange(64),
  float: anyNumber,
  double: anyNumber,
  byte: { type: 'string', validate: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/ },
  binary: anyString,
  password: anyString,
} as const;

/**
 * The JSON answers' schemas of a document, compiled when first used by one Ajv that holds the whole document: the
 * schemas they share (the error envelope, every component) compile once, not once per operation and status as over
 * a dereferenced copy. An answer whose status has no JSON schema is not checked here.
 */
export class OpenApiResponseSchemas {
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(document: DocumentPaths) {
    for (const [name, format] of Object.entries(OPENAPI_FORMATS)) this.ajv.addFormat(name, format);
    // Not checked against the JSON Schema meta-schema here: `lint-openapi` lints the document.
    this.ajv.addSchema(document, DOCUMENT_ID, undefined, false);
  }

  /** What is wrong with `body` as the answer `status` of `operation`; empty when nothing. */
  problems(operation: DocumentedOperation, status: number, body: unknown): readonly ErrorObject[] {
    const validate = this.validator(operation, String(status));
    if (!validate || validate(body)) return [];
    return validate.errors ?? [];
  }

  private validator(operation: DocumentedOperation, status: string): ValidateFunction | null {
    const key = `${operation.operationId} ${status}`;
    if (!this.validators.has(key)) {
      const response = operation.responses[status];
      if (response?.$ref) throw new Error(`${key}: a response by $ref is not checked here; write it inline`);
      const pointer = `${DOCUMENT_ID}#/paths/${pointerPart(operation.path)}/${operation.method}/responses/${status}/content/application~1json/schema`;
      this.validators.set(key, response?.content?.['application/json']?.schema === undefined ? null : (this.ajv.getSchema(pointer) ?? null));
    }
    return this.validators.get(key) ?? null;
  }
}
