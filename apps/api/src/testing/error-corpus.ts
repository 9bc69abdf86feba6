import fc from 'fast-check';
import { fuzzRequests, FuzzIds, FuzzRequest } from './fuzz-requests';

/** The documented operations, as the OpenAPI document describes their inputs. */
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  readonly components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** The ids a corpus request may name; each stands in the recorded request as its placeholder. */
export type CorpusIds = Record<'user' | 'account' | 'webhook' | 'widget' | 'report', string>;

const BAD_VALUES: readonly unknown[] = [123, true, [], {}, null, '', ' ', 'x'.repeat(300), '2025-02-30', -1, 1.5, ['x'], { a: 1 }];
const BAD_QUERY = ['', 'abc', '-1', '0', '1.5', '99999', 'x'.repeat(300)];
const ABSENT_ID = '00000000-0000-4000-8000-000000000000';
const SKIPPED = new Set(['/health', '/health/live', '/health/ready', '/verify']);

/** Each body field, query parameter and path id of every JSON operation, alone and pairwise, with values of the wrong kind. */
export function targetedRequests(document: OpenApiDocument, ids: CorpusIds): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const deletes: FuzzRequest[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    if (SKIPPED.has(template)) continue;
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as FuzzRequest['method'];
      const into = method === 'DELETE' ? deletes : requests;
      const send = (path: string, body: unknown | undefined, query = '') =>
        into.push({ method, path: path + query, key: 'private', contentType: body === undefined ? null : 'application/json', body: body === undefined ? null : JSON.stringify(body), headers: {} });
      const real = fillPath(template, (name) => ids[name as keyof CorpusIds] ?? ABSENT_ID);
      if (template.includes('{')) for (const stand of [ABSENT_ID, 'not-a-uuid']) send(fillPath(template, () => stand), bodyFor(operation) ? {} : undefined);
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const value of BAD_QUERY) send(real, undefined, `?${parameter.name}=${encodeURIComponent(value)}`);
      }
      const fields = bodyFields(document, operation);
      if (fields === null) continue;
      send(real, {});
      send(real, []);
      for (const field of fields) for (const value of BAD_VALUES) send(real, { [field]: value });
      for (const [i, first] of fields.entries()) for (const second of fields.slice(i + 1)) send(real, { [first]: 123, [second]: 'x'.repeat(300) });
    }
  }
  return [...requests, ...deletes];
}

/** A seeded sample of the fuzzer's hostile requests over every route. */
export function fuzzedSample(ids: FuzzIds, count: number, seed: number): FuzzRequest[] {
  return fc.sample(fuzzRequests(ids), { numRuns: count, seed });
}

function fillPath(template: string, value: (name: string) => string): string {
  return template.replace(/\{(\w+?)(?:_id)?\}/g, (_, name: string) => value(name));
}

const bodyFor = (operation: { requestBody?: unknown }) => operation.requestBody !== undefined;

function bodyFields(document: OpenApiDocument, operation: OpenApiDocument['paths'][string][string]): string[] | null {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return null;
  const resolved = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : (schema as { properties?: Record<string, unknown> });
  return Object.keys(resolved?.properties ?? {});
}
