import type { INestApplication, Type } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { CONSOLE_SESSION, CSRF_TOKEN } from './api-access.decorator';
import { withPlatformsOf } from './openapi';

const DESCRIPTION = [
  'The console’s own API under `/console/api`: what the console page calls, signed in as a member of a company.',
  'Not the public API (`docs/openapi.json`) and not for integrations: it changes with the console.',
  '',
  'A session cookie (`POST /console/api/session`) authenticates every call but signing in and setting a password;',
  'every write also sends the session’s CSRF token as `X-CSRF-Token`. Viewers read; admins also write and see',
  'the members and API keys. Answers are the public API’s envelope `{success, data, error}`.',
  '',
  'What the public API already does (users, accounts, earnings, widgets, webhooks and their deliveries, income reports, platforms, sandbox scenarios, …) is not here: the console calls `/v1` itself, as `/console/v1/…`',
  '(the session cookie’s path), with the same cookie and CSRF token, under the same rules (docs/openapi.json).',
].join('\n');

const TAGS = [
  ['session', 'Signing in and out, and setting a password through the one-time link.'],
  ['overview', 'The company at a glance.'],
  ['accounts', 'The company’s connected accounts, their state in words and their events (an account, its refresh and deletion: `/v1`).'],
  ['users', 'The company’s users, searched (a user, its accounts and its earnings: `/v1`).'],
  ['api-keys', 'The company’s API keys (admins).'],
  ['members', 'The company’s console members (admins).'],
] as const;

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** The OpenAPI 3.0 document of `/console/api` (docs/console-openapi.json), from the console's controllers only (`consoleModule`'s). */
export function buildConsoleOpenApiDocument(app: INestApplication, consoleModule: Type): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Gig Earnings console API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .setLicense('MIT', 'https://spdx.org/licenses/MIT.html')
    .addServer('/', 'The server that serves the console')
    .addApiKey({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie `POST /console/api/session` sets.' }, CONSOLE_SESSION)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'The session’s `csrf_token`, on every write.' }, CSRF_TOKEN);
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), { include: [consoleModule] });
  withPlatformsOf(app, document);
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', ...WRITES] as const) {
      const operation = path[method];
      if (!operation) continue;
      const signedIn = (operation.security ?? []).some((entry) => CONSOLE_SESSION in entry);
      operation.security = signedIn ? [{ [CONSOLE_SESSION]: [], ...(method === 'get' ? {} : { [CSRF_TOKEN]: [] }) }] : [];
    }
  }
  return document;
}
