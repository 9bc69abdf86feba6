const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A response of an operation, as far as the conformance check reads it. */
export interface DocumentedResponse {
  readonly $ref?: string;
  readonly content?: Record<string, { readonly schema?: unknown }>;
}

/** An operation of the document and where it sits in it (`/paths/<path>/<method>`). */
export interface DocumentedOperation {
  readonly operationId: string;
  readonly path: string;
  readonly method: string;
  readonly responses: Record<string, DocumentedResponse>;
}

export interface DocumentPaths {
  readonly paths: Record<string, Partial<Record<string, { operationId?: string; responses?: Record<string, DocumentedResponse> }>>>;
}

const literalLength = (path: string) => path.replace(/\{.*?\}/g, '').length;
const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templatePattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '\0').split('\0').map(escapeRegExp).join('[^/]+')}$`);

/**
 * Finds the operation a request was for as openapi-backend's router does (an exact path first, then the path
 * templates, the most literal first; trailing slashes ignored), over patterns compiled once: that router rebuilt
 * every operation and every pattern for each request, a millisecond an answer.
 */
export class OpenApiOperationMatcher {
  private readonly exact = new Map<string, DocumentedOperation>();
  private readonly templates: { readonly pattern: RegExp; readonly operation: DocumentedOperation }[] = [];
  readonly byId = new Map<string, DocumentedOperation>();

  constructor(document: DocumentPaths) {
    const operations: DocumentedOperation[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation?.operationId) operations.push({ operationId: operation.operationId, path, method, responses: operation.responses ?? {} });
      }
    }
    for (const operation of operations) {
      this.exact.set(`${operation.method} ${operation.path}`, operation);
      this.byId.set(operation.operationId, operation);
    }
    const specificFirst = [...operations].sort((a, b) => literalLength(b.path) - literalLength(a.path));
    this.templates.push(...specificFirst.map((operation) => ({ pattern: templatePattern(operation.path), operation })));
  }

  /** The operation of `method` on `path` (a request's path, without its query), if the document has one. */
  match(method: string, path: string): DocumentedOperation | undefined {
    const verb = method.trim().toLowerCase();
    let normalized = path.trim();
    while (normalized.length > 1 && normalized.endsWith('/')) normalized = normalized.slice(0, -1);
    return this.exact.get(`${verb} ${normalized}`) ?? this.templates.find(({ pattern, operation }) => operation.method === verb && pattern.test(normalized))?.operation;
  }
}
