import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBlocks, markdownSources, repositoryPath, ROOT } from './markdown-sources';

interface Schema {
  readonly $ref?: string;
  readonly properties?: Record<string, unknown>;
  readonly oneOf?: Schema[];
  readonly anyOf?: Schema[];
  readonly allOf?: Schema[];
}
interface Operation {
  readonly requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { schemas: Record<string, Schema> };
}

const DOCUMENT = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8')) as OpenApiDocument;

/** One `curl` of a code block: its method, its path (variables as they are written) and its JSON body when it has one. */
export interface ExampleRequest {
  readonly method: string;
  readonly path: string;
  readonly body: string | null;
}

const URL_PATH = /(?:https?:\/\/[^/\s'"]+|localhost:\d+|\$\{?\w+\}?)(\/[^\s'"?#]*)/;

/** The `curl` commands of a code block, continuation lines joined. */
export function exampleRequests(block: string): ExampleRequest[] {
  const text = block.replace(/\\\n/g, ' ');
  return [...text.matchAll(/\bcurl\s[^\n]*/g)].flatMap(([command]) => {
    const line = command.replace(/\s#\s.*$/, '');
    const path = URL_PATH.exec(line)?.[1];
    if (!path) return [];
    const explicit = /(?:-X|--request)\s*([A-Z]+)/.exec(line)?.[1];
    const body = /(?:-d|--data(?:-raw|-binary)?|--json)\s+'([^']*)'/.exec(line)?.[1] ?? null;
    const sends = /\s(?:-d|--data(?:-raw|-binary)?|--json|-F|--form)\s/.test(line);
    return [{ method: explicit ?? (sends ? 'POST' : 'GET'), path, body }];
  });
}

/** The document's operation for a method and a concrete path (a `$VAR` or `<…>` segment stands for any value). */
function operationOf(method: string, path: string): Operation | undefined {
  const segments = path.replace(/\/$/, '').split('/');
  const template = Object.keys(DOCUMENT.paths).find((candidate) => {
    const parts = candidate.split('/');
    return parts.length === segments.length && parts.every((part, i) => part === segments[i] || /^\{\w+\}$/.test(part));
  });
  return template ? DOCUMENT.paths[template][method.toLowerCase()] : undefined;
}

/** Every field a schema names, through its `$ref`, `oneOf`, `anyOf` and `allOf`. */
function fieldsOf(schema: Schema | undefined): Set<string> {
  if (!schema) return new Set();
  const resolved = schema.$ref ? DOCUMENT.components.schemas[schema.$ref.split('/').pop() as string] : schema;
  const parts = [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])];
  return new Set([...Object.keys(resolved.properties ?? {}), ...parts.flatMap((part) => [...fieldsOf(part)])]);
}

/** Top-level fields of an example's JSON body that its operation's request schema does not have. */
function unknownFields(operation: Operation, body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return []; // a body built by the shell (`"$USER"`) is checked by the path alone
  }
  const known = fieldsOf(operation.requestBody?.content?.['application/json']?.schema);
  return Object.keys(parsed as object).filter((field) => !known.has(field));
}

const examples = markdownSources().flatMap((source) =>
  codeBlocks(source.text).flatMap((block) => exampleRequests(block).map((request) => [`${repositoryPath(source.path)}: ${request.method} ${request.path}`, request] as const)),
);

describe('example requests of the documentation', () => {
  it('finds the examples (the README’s quickstart among them)', () => {
    expect(examples.length).toBeGreaterThan(15);
    expect(examples.map(([name]) => name)).toEqual(expect.arrayContaining(['README.md: POST /v1/users/earnings/aggregated', 'README.md: POST /v1/reports']));
  });

  it.each(examples)('%s is an operation of docs/openapi.json, with the fields of its request schema', (_name, request) => {
    const operation = operationOf(request.method, request.path);
    expect(operation ? 'documented' : `${request.method} ${request.path} is not in docs/openapi.json`).toBe('documented');
    if (operation && request.body) expect(unknownFields(operation, request.body)).toEqual([]);
  });

  it('reads method, path and body the way curl sends them', () => {
    expect(exampleRequests("curl -s localhost:3000/v1/users -H 'X' \\\n  -d '{\"external_id\":\"w\"}'")).toEqual([{ method: 'POST', path: '/v1/users', body: '{"external_id":"w"}' }]);
    expect(exampleRequests('curl -s -o r.pdf http://localhost:3000/v1/reports/$REPORT_ID/pdf -H "X-Api-Key: $KEY"  # the PDF')).toEqual([
      { method: 'GET', path: '/v1/reports/$REPORT_ID/pdf', body: null },
    ]);
    expect(exampleRequests('curl -X DELETE "$API/v1/users/$USER"')).toEqual([{ method: 'DELETE', path: '/v1/users/$USER', body: null }]);
    expect(operationOf('GET', '/v1/reports/$REPORT_ID/pdf')).toBeDefined();
    expect(operationOf('POST', '/v1/reports/$REPORT_ID/pdf')).toBeUndefined();
    expect(operationOf('GET', '/v1/report/$REPORT_ID')).toBeUndefined();
    const createReport = operationOf('POST', '/v1/reports') as Operation;
    expect(unknownFields(createReport, '{"external_id":"w","start_date":"2026-07-01","languages":"en"}')).toEqual(['languages']);
  });
});
