import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';

/** One request a careless or hostile client might send. */
export interface FuzzRequest {
  readonly method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  readonly path: string;
  readonly key: 'private' | 'public' | 'none' | 'garbage';
  readonly contentType: string | null;
  readonly body: string | null;
  readonly headers: Readonly<Record<string, string>>;
}

/** The API keys a `FuzzRequest['key']` stands for (null: no `X-Api-Key` header). */
export type FuzzKeys = Record<FuzzRequest['key'], string | null>;

/** Sends `fuzzed` to `app` as it says: method, path, key, headers, content type and raw body. */
export function sendFuzzed(app: INestApplication, fuzzed: FuzzRequest, keys: FuzzKeys): request.Test {
  const method = fuzzed.method.toLowerCase() as 'get' | 'post' | 'delete' | 'put' | 'patch';
  let call = request(app.getHttpServer())[method](fuzzed.path);
  const key = keys[fuzzed.key];
  if (key) call = call.set('X-Api-Key', key);
  for (const [header, value] of Object.entries(fuzzed.headers)) call = call.set(header, value);
  if (fuzzed.contentType) call = call.set('Content-Type', fuzzed.contentType);
  return fuzzed.body === null ? call : call.send(fuzzed.body);
}

/** Ids the fuzzer mixes in: real ones of the seeded company, other companies', malformed and hostile. */
export interface FuzzIds {
  readonly userIds: readonly string[];
  readonly accountIds: readonly string[];
}

const ROUTES: ReadonlyArray<readonly [FuzzRequest['method'], string]> = [
  ['POST', '/v1/users'], ['GET', '/v1/users?external_id={text}'], ['GET', '/v1/users/{user}'], ['DELETE', '/v1/users/{user}'],
  ['GET', '/v1/users/{user}/accounts'], ['POST', '/v1/users/earnings/aggregated'], ['POST', '/v1/accounts'],
  ['POST', '/v1/accounts/{account}/validate'], ['GET', '/v1/accounts/{account}'], ['DELETE', '/v1/accounts/{account}'],
  ['GET', '/v1/accounts/{account}/profile'], ['GET', '/v1/accounts/{account}/employment?page={number}&items_per_page={number}'],
  ['POST', '/v1/accounts/{account}/earnings/search'], ['GET', '/v1/platforms'], ['GET', '/v1/sandbox/scenarios'], ['GET', '/health'],
  ['PUT', '/v1/users/{user}'], ['PATCH', '/v1/accounts/{account}'], ['GET', '/v1/{text}'], ['POST', '/{text}'],
  ['POST', '/v1/webhooks'], ['GET', '/v1/webhooks'], ['GET', '/v1/webhooks/{text}'], ['PUT', '/v1/webhooks/{text}'], ['DELETE', '/v1/webhooks/{text}'],
  ['POST', '/v1/webhooks/{text}/test'], ['POST', '/v1/webhooks/{text}/rotate-secret'], ['GET', '/v1/webhooks/{text}/deliveries?page={number}'],
  ['POST', '/v1/accounts/{account}/resend-webhook'], ['POST', '/v1/accounts/{account}/refresh'],
  ['POST', '/v1/widgets'], ['GET', '/v1/widgets'], ['GET', '/v1/widgets/{text}'], ['PUT', '/v1/widgets/{text}'], ['GET', '/v1/connect/widgets/{text}'],
  ['GET', '/v1/connect/accounts/{account}'], ['POST', '/v1/users/consent'],
  ['POST', '/v1/reports'], ['GET', '/v1/reports/{text}'], ['GET', '/v1/reports/{text}/pdf'], ['DELETE', '/v1/reports/{text}'],
  ['GET', '/v1/users/{user}/reports?page={number}&items_per_page={number}'],
  ['POST', '/v1/documents?external_id={text}&type={text}&curp={text}'], ['POST', '/v1/documents'], ['GET', '/v1/documents/{text}'],
  ['GET', '/v1/documents/{text}/file'], ['DELETE', '/v1/documents/{text}'], ['GET', '/v1/users/{user}/documents?page={number}'],
];

const FIELDS = [
  'external_id', 'user_id', 'start_date', 'end_date', 'options', 'details', 'page', 'items_per_page', 'platform', 'country',
  'identifier', 'password', 'otp_code', '__proto__', 'constructor', 'url', 'name', 'events', 'sign_request', 'is_active', 'is_sandbox', 'connect_flow_id', 'refresh_enabled',
  'platforms', 'countries', 'allowed_origins', 'redirect_url', 'language', 'primary_color', 'logo_url', 'consent_version', 'widget_id', 'timestamp',
  'consent_method', 'version', 'device', 'ip_address',
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '%00', '%', '%zz', '..', '../..', "' OR 1=1 --", '😀', 'x'.repeat(300), '2025-02-30', '9999-12-31',
    '0000-01-01', 'uber', 'mx', 'usd', '123456', 'ana@example.com', '+525512345678', 'GODE561231HDFRRN09', 'null', 'true', '[]', '{}'),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }).map((value) => JSON.stringify(value)),
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('', '{', '{"a":', '[1,2', 'not json', '\u0000', '{"a":1}{"b":2}', '{"a":"\\ud800"}', '{"external_id":"\\u0000"}',
    `${'['.repeat(200)}${']'.repeat(200)}`, `{"options":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

function fill(template: string, ids: FuzzIds): fc.Arbitrary<string> {
  const slots = template.match(/\{(user|account|text|number)\}/g) ?? [];
  if (slots.length === 0) return fc.constant(template);
  const id = (real: readonly string[]) => fc.oneof(fc.constantFrom(...real), fc.uuid(), hostileText.map(encodeURIComponent), fc.constantFrom('%00', '%2e%2e', 'ffffffff-ffff-ffff-ffff-ffffffffffff'));
  const value = (slot: string) =>
    slot === '{user}' ? id(ids.userIds) : slot === '{account}' ? id(ids.accountIds) : slot === '{number}' ? hostileNumber.map(String) : hostileText.map(encodeURIComponent);
  return fc.tuple(...slots.map(value)).map((values) => {
    let filled = template;
    values.forEach((text, i) => (filled = filled.replace(slots[i], text)));
    return filled;
  });
}

/** Requests over every route, with private, public, no or a made-up key, and hostile paths, headers and bodies. */
export function fuzzRequests(ids: FuzzIds): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ROUTES).chain(([method, template]) =>
    fc.record({
      method: fc.constant(method),
      path: fill(template, ids),
      key: fc.constantFrom('private', 'public', 'none', 'garbage') as fc.Arbitrary<FuzzRequest['key']>,
      contentType: fc.option(fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1',
        'application/vnd.api+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/problem+json', 'application/pdf')),
      body: fc.option(body),
      headers: fc.record({}, { requiredKeys: [] }).chain(() =>
        fc.dictionary(fc.constantFrom('x-request-id', 'accept', 'content-encoding', 'origin', 'x-forwarded-for', 'idempotency-key'), hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, '')), { maxKeys: 3 })),
    }),
  );
}
