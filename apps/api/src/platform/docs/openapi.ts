import type { INestApplication, Type } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { CONNECT_TOKEN, PRIVATE_KEY, PUBLIC_KEY } from './api-access.decorator';
import { API_TAGS, ApiTag } from './api-tags';
import { PLATFORM_CODES } from './wire-enums';
import { ListPlatforms } from '@gig/domain';

const DESCRIPTION = [
  'Connects workers’ gig-platform and social-security accounts and returns their employment and daily income.',
  '',
  'Every answer is the envelope `{success, data, error}`: on success `error` is null, on failure `data` is null and',
  '`error` is `{code, message, errors}`, `code` being a stable code of the error catalogue. Lists add `pagination`',
  'beside `data`. Every answer carries `x-request-id` (yours when you send a sane one).',
  '',
  'Names follow Palenca’s API where our spec is silent. Where we deliberately differ, the field’s description says so',
  '(e.g. the account status `syncing`).',
].join('\n');

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  schema: { type: 'string' as const, minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description: 'Any unique string (a UUID), per API key: a retry with the same key and body by the same API key within 24 h gets the first answer again, with ' +
    '`idempotent-replayed: true`, however many servers run; the same key with another request is refused (422 `bad_request`).',
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' as const, minimum: 0 } });
const HEADERS = {
  requestId: { description: 'Yours when you sent a sane `X-Request-Id`, else a new UUID; quote it to support.', schema: { type: 'string' as const } },
  limit: integerHeader('Requests this key may make per minute.'),
  remaining: integerHeader('Requests left in the current one-minute window.'),
  reset: integerHeader('Seconds until the window resets.'),
  retryAfter: integerHeader('Seconds to wait before retrying.'),
  replayed: { description: '`true` when the answer is the stored one of an earlier request with the same `Idempotency-Key`.', schema: { type: 'string' as const, enum: ['true'] } },
};

/**
 * Every answer's `x-request-id`; the rate-limit headers of a keyed operation; `retry-after` on a 429 and on a 503 (the
 * database's: a second, or until the open circuit's next check); `idempotent-replayed` on a POST's.
 */
function describeResponseHeaders(operation: OperationObject, method: string): void {
  const keyed = (operation.security ?? []).length > 0;
  for (const [status, response] of Object.entries(operation.responses)) {
    const headers: Record<string, object> = { 'x-request-id': HEADERS.requestId };
    if (keyed) Object.assign(headers, { 'x-ratelimit-limit': HEADERS.limit, 'x-ratelimit-remaining': HEADERS.remaining, 'x-ratelimit-reset': HEADERS.reset });
    if (status === '429' || status === '503') headers['retry-after'] = HEADERS.retryAfter;
    if (method === 'post' && keyed && status !== '500') headers['idempotent-replayed'] = HEADERS.replayed;
    (response as ResponseObject).headers = { ...(response as ResponseObject).headers, ...headers };
  }
}

/** What the document describes: the controllers of `include`, and the schemas no operation names (the webhook payload its callback posts). */
export interface DocumentedModules {
  readonly include: readonly Type[];
  readonly extraModels: readonly Type[];
  /** The tags areas declare themselves (`Area.tags`), after `API_TAGS`. */
  readonly tags?: readonly ApiTag[];
}

/** The OpenAPI 3.0 document generated from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication, modules: DocumentedModules): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Gig Earnings API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .setLicense('MIT', 'https://spdx.org/licenses/MIT.html')
    // Relative, so that "Try it out" in /docs calls the origin serving the page, whatever its host and port.
    .addServer('/', 'The server that serves this document (npm start listens on port 3000 unless PORT says otherwise)')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'A private key of your company: every operation.' }, PRIVATE_KEY)
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'A public (widget) key: only the connection flow and the catalogues.' },
      PUBLIC_KEY,
    )
    // addSecurity, not addBearerAuth, whose default names the format JWT: a connect token is an opaque random string.
    .addSecurity(CONNECT_TOKEN, {
      type: 'http', scheme: 'bearer',
      description: 'A connect token (`ct_…`, an opaque random string, not a JWT: POST /v1/connect/tokens) in `Authorization: Bearer`: the widget’s operations, ' +
        'for its one user and widget, for 30 minutes or until revoked.',
    });
  for (const tag of [...API_TAGS, ...(modules.tags ?? [])]) builder.addTag(tag.name, tag.description);
  const document = SwaggerModule.createDocument(app, builder.build(), { include: [...modules.include], extraModels: [...modules.extraModels] });
  withPlatformsOf(app, document);
  withWebhookCallback(document);
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = path[method];
      if (operation && !operation.security) operation.security = [];
      // Replays are kept per API key: an operation without one (POST /verify) has none to replay.
      if (operation && method === 'post' && (operation.security ?? []).length > 0) operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
      if (operation) describeResponseHeaders(operation, method);
    }
  }
  return document;
}

/** The platform enums list the platforms this app loads (the shipped families unless composed with others). */
export function withPlatformsOf(app: INestApplication, document: OpenAPIObject): void {
  const codes = app.get(ListPlatforms).execute().map((platform) => platform.code);
  const shipped = JSON.stringify(PLATFORM_CODES);
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['enum']) && JSON.stringify(record['enum']) === shipped) record['enum'] = [...codes];
    for (const value of Object.values(record)) visit(value);
  };
  visit(document);
}

/** UI at /docs/api (the documentation site is /docs), document at /docs/openapi.json, built when first asked for (not at every start). */
export function setupOpenApi(app: INestApplication, document: () => OpenAPIObject): void {
  SwaggerModule.setup('docs/api', app, document, {
    jsonDocumentUrl: 'docs/openapi.json',
    yamlDocumentUrl: 'docs/openapi.yaml',
  });
}

const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: 'The event id (`data.event_id`): the same on every attempt; dedupe on it.' },
  { name: 'webhook-timestamp', description: 'Unix seconds of the attempt; refuse one more than 5 minutes off.' },
  { name: 'webhook-signature', description: '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the `private_key` (Standard Webhooks); absent with `sign_request: false`.' },
];

/** What a subscription's receiver is posted, as the callback of `createWebhook` (OpenAPI 3.0 has no top-level webhooks). */
function withWebhookCallback(document: OpenAPIObject): void {
  const create = document.paths['/v1/webhooks']?.post;
  if (!create) return;
  create.callbacks = {
    event: {
      '{$request.body#/url}': {
        post: {
          summary: 'An event, posted to your receiver',
          security: [],
          description: 'Any 2xx within 10 s counts as delivered; anything else is retried (see the Webhooks guide, /docs/guide/webhooks).',
          parameters: SIGNATURE_HEADERS.map((header) => ({ ...header, in: 'header' as const, required: false, schema: { type: 'string' as const } })),
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayloadDto' } } } },
          responses: { '2XX': { description: 'Received.' } },
        },
      },
    },
  };
}
