import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { publicApiDocument } from '../composition/openapi-documents';
import { captureAnswer } from '../platform/http/idempotency/capture-answer';
import { type DocumentedOperation, type DocumentPaths, OpenApiOperationMatcher } from './openapi-operation-matcher';
import { OpenApiResponseSchemas } from './openapi-response-schemas';

/** One answer checked against the document: the operation it matched and its status. */
export interface CheckedAnswer {
  readonly operationId: string;
  readonly status: number;
}

/**
 * Validates every answer an app gives against its own OpenAPI document, strictly: a status the
 * operation does not document, a body off its schema, or a property the schema does not name is a
 * violation. Requests no operation matches (unknown routes, /docs) are left alone.
 */
export class OpenApiConformance {
  private constructor(
    private readonly operations: OpenApiOperationMatcher,
    private readonly responses: OpenApiResponseSchemas,
  ) {}

  /** Each answer's schema is compiled when an answer of its operation and status is first checked. */
  static of(document: OpenAPIObject): OpenApiConformance {
    const strict = strictCopy(document) as DocumentPaths;
    return new OpenApiConformance(new OpenApiOperationMatcher(strict), new OpenApiResponseSchemas(strict));
  }

  /** Checks every answer `app`'s HTTP server gives from now on, into the record returned. */
  watch(app: INestApplication): ConformanceRecord {
    const record = new ConformanceRecord();
    const server = app.getHttpServer() as Server;
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const body = captureAnswer(response);
      response.once('finish', () => this.check(record, request, response.statusCode, response.getHeader('content-type'), body()));
    });
    return record;
  }

  private check(record: ConformanceRecord, request: IncomingMessage, status: number, contentType: unknown, body: string): void {
    const url = new URL(request.url ?? '/', 'http://local');
    const operation = this.operations.match(request.method ?? 'GET', url.pathname);
    if (!operation) return;
    const where = `${request.method} ${url.pathname} → ${status}`;
    if (!operation.responses[String(status)]) return void record.violations.push(`${where}: status not documented for ${operation.operationId}`);
    record.checked.push({ operationId: operation.operationId, status });
    if (String(contentType ?? '').startsWith('text/html') && servesPages(operation)) return;
    if (status === 204 && !operation.responses['204'].content) {
      if (body !== '') record.violations.push(`${where}: a body on a 204`);
      return;
    }
    const type = String(contentType ?? '').split(';')[0].trim();
    // A file (a report's PDF) is checked for its declared type only; its content is its own suite's.
    if (type !== 'application/json' && type in (operation.responses[String(status)].content ?? {})) return;
    if (type !== 'application/json') return void record.violations.push(`${where}: content-type ${String(contentType)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return void record.violations.push(`${where}: body is not JSON: ${body.slice(0, 200)}`);
    }
    record.violations.push(...this.problemsOf(operation, status, parsed).map((problem) => `${where}: ${problem}`));
  }

  /** What is wrong with `body` as the answer `status` of an operation, strictly; empty when nothing. */
  problems(operationId: string, status: number, body: unknown): string[] {
    const operation = this.operations.byId.get(operationId);
    if (!operation) throw new Error(`Unknown operation ${operationId}`);
    return this.problemsOf(operation, status, body);
  }

  private problemsOf(operation: DocumentedOperation, status: number, body: unknown): string[] {
    return this.responses.problems(operation, status, body).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  }

}

/** What one watched app answered: the answers checked, and every violation. */
export class ConformanceRecord {
  readonly violations: string[] = [];
  readonly checked: CheckedAnswer[] = [];

  /** Throws with every violation seen so far. */
  assertNoViolations(): void {
    if (this.violations.length === 0) return;
    throw new Error(`${this.violations.length} answer(s) off the OpenAPI document:\n  ${this.violations.slice(0, 20).join('\n  ')}`);
  }
}

/** An operation that answers a browser with a page (`text/html` beside its envelope, e.g. `/verify`): a page is not checked against a schema. */
function servesPages(operation: DocumentedOperation): boolean {
  return Object.values(operation.responses).some((response) => Boolean(response.content?.['text/html']));
}

let shared: OpenApiConformance | undefined;

/** The conformance checker of the app's own document; for the default families, built once per test file (Jest gives each its own modules). */
export function conformanceOf(app: INestApplication, defaultFamilies: boolean): OpenApiConformance {
  if (!defaultFamilies) return OpenApiConformance.of(publicApiDocument(app));
  shared ??= OpenApiConformance.of(publicApiDocument(app));
  return shared;
}

/** A copy of the document where every object schema that names its properties admits no other. */
function strictCopy(document: OpenAPIObject): unknown {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    if (copy['properties'] && typeof copy['properties'] === 'object' && copy['additionalProperties'] === undefined && !copy['allOf']) {
      copy['additionalProperties'] = false;
    }
    return copy;
  };
  return visit(document);
}
