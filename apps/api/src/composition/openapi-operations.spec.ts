import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { isErrorCode } from '@gig/domain';
import { httpStatusOf } from '../platform/http/error-statuses';
import { isWireOnlyCode, WIRE_ONLY_ERRORS } from '../platform/http/wire-only-errors';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { OpenApiConformance } from '../testing/openapi-conformance';
import { publicApiDocument } from './openapi-documents';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(document: OpenAPIObject): [string, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method): [string, OperationObject][] => {
      const operation = item[method];
      return operation ? [[`${method.toUpperCase()} ${path}`, operation]] : [];
    }));
}

function errorCodes(response: ResponseObject): string[] {
  const schema = response.content?.['application/json']?.schema as SchemaObject;
  const error = schema.properties?.['error'] as SchemaObject;
  return (error.properties?.['code'] as SchemaObject).enum as string[];
}

describe('the OpenAPI document', () => {
  let h: ApiHarness;
  let document: OpenAPIObject;

  beforeAll(async () => {
    h = await openApiHarness();
    document = publicApiDocument(h.app);
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('describes every operation: id, summary, description, tag, security, a typed 2xx (JSON, a report’s PDF, or a 204 without a body) and the 500', () => {
    const all = operations(document);
    expect(all.length).toBe(65);
    for (const [name, operation] of all) {
      expect([name, operation.operationId, operation.summary, operation.description, operation.tags?.length]).toEqual([name, expect.any(String), expect.any(String), expect.any(String), 1]);
      expect([name, operation.security]).toEqual([name, expect.any(Array)]);
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      const typed = ([status, r]: [string, unknown]) =>
        status === '204' ? (r as ResponseObject).content === undefined : ['application/json', 'application/pdf'].some((type) => (r as ResponseObject).content?.[type]?.schema);
      expect([name, success.length > 0 && success.every(typed)]).toEqual([name, true]);
      expect([name, errorCodes(operation.responses['500'] as ResponseObject)]).toEqual([name, ['internal_error']]);
    }
    expect(new Set(all.map(([, operation]) => operation.operationId)).size).toBe(all.length);
  });

  it('lists each error code under the status the wire gives it', () => {
    for (const [name, operation] of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses).filter(([s]) => Number(s) >= 400)) {
        for (const code of errorCodes(response as ResponseObject)) {
          const expected = isWireOnlyCode(code) ? WIRE_ONLY_ERRORS[code].status : isErrorCode(code) && httpStatusOf(code);
          expect([name, code, Number(status)]).toEqual([name, code, expected]);
        }
      }
    }
  });

  it('asks a key of every operation but /health, a private one but for the connection flow and the catalogues; a connect token on the widget’s', () => {
    const keys = Object.fromEntries(operations(document).map(([name, op]) => [name, (op.security ?? []).flatMap((entry) => Object.keys(entry)).sort().join(' ')]));
    const either = 'private_key public_key';
    const widget = 'connect_token private_key public_key';
    expect(keys).toMatchObject({
      'GET /health': '',
      'POST /v1/users': either,
      'POST /v1/accounts': widget,
      'POST /v1/accounts/{account_id}/validate': widget,
      'GET /v1/platforms': either,
      'GET /v1/sandbox/scenarios': widget,
      'GET /v1/users/{user_id}': 'private_key',
      'DELETE /v1/accounts/{account_id}': 'private_key',
      'POST /v1/webhooks': 'private_key',
      'POST /v1/accounts/{account_id}/resend-webhook': 'private_key',
      'POST /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/resend': 'private_key',
      'POST /v1/widgets': 'private_key',
      'PUT /v1/widgets/{widget_id}': 'private_key',
      'GET /v1/connect/widgets/{widget_id}': widget,
      'GET /v1/connect/accounts/{account_id}': widget,
      'POST /v1/users/consent': widget,
      'POST /v1/connect/tokens': 'private_key',
      'POST /v1/connect/tokens/revoke': 'private_key',
      'GET /v1/connect/session': 'connect_token',
      'POST /v1/accounts/{account_id}/disconnect': 'private_key',
      'POST /v1/connect/accounts/{account_id}/disconnect': widget,
      'POST /v1/connect/worker-requests': widget,
      'POST /v1/connect/documents': widget,
      'POST /v1/documents': 'private_key',
      'GET /v1/worker-requests': 'private_key',
      'POST /v1/worker-requests/{request_id}/complete': 'private_key',
    });
    const privateOnly = Object.values(keys).filter((value) => value === 'private_key');
    expect(privateOnly.length).toBe(43);
  });

  it('calls a connect token what it is: an opaque bearer string, not a JWT', () => {
    const scheme = document.components?.securitySchemes?.['connect_token'];
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', description: expect.stringContaining('not a JWT') });
    expect(scheme).not.toHaveProperty('bearerFormat');
  });

  it('documents the guard’s 401 and the public key’s 403 on a read', () => {
    const read = document.paths['/v1/accounts/{account_id}'].get?.responses ?? {};
    expect(errorCodes(read['401'] as ResponseObject)).toEqual(['missing_api_key', 'invalid_api_key', 'read_permissions_disabled']);
    expect(errorCodes(read['403'] as ResponseObject)).toEqual(['forbidden_error']);
    expect(errorCodes(read['404'] as ResponseObject)).toEqual(['not_found_error']);
  });

  it('gives whole examples of the main operations, each a valid answer', async () => {
    const conformance = OpenApiConformance.of(document);
    const examples = operations(document).flatMap(([, operation]) =>
      Object.entries(operation.responses).flatMap(([status, response]) => {
        const example: unknown = (response as ResponseObject).content?.['application/json']?.example;
        return example === undefined ? [] : [{ operationId: operation.operationId as string, status: Number(status), example }];
      }));
    expect(examples.map((entry) => entry.operationId).sort()).toEqual(['aggregateUserEarnings', 'createAccount', 'validateAccount']);
    for (const { operationId, status, example } of examples) expect([operationId, conformance.problems(operationId, status, example)]).toEqual([operationId, []]);
  });
});
