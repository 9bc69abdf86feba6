import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ConsoleApiModule } from '../console-api/console-api.module';
import { buildConsoleOpenApiDocument } from '../platform/docs/console-openapi';
import { buildOpenApiDocument } from '../platform/docs/openapi';
import { referPublicSchemas } from '../platform/docs/public-schema-refs';
import type { Area } from '../platform/wiring/area';
import { WebhookPayloadDto } from '../public-api/webhooks/dto/webhook.responses';
import { APP_AREAS } from './app.areas';
import { AppModule } from './app.module';

/** docs/openapi.json: the /v1 operations (AppModule's controllers), their areas' own tags, and the webhook payload `createWebhook`'s callback posts. */
export function publicApiDocument(app: INestApplication): OpenAPIObject {
  const tags = APP_AREAS.flatMap((area: Area) => area.tags ?? []);
  return buildOpenApiDocument(app, { include: [AppModule], extraModels: [WebhookPayloadDto], tags });
}

/**
 * docs/console-openapi.json: the operations of `/console/api` (ConsoleApiModule's controllers). The shapes it shares with
 * the public API (the error's field list, a subscription) are docs/openapi.json's, referred to, not declared twice.
 */
export function consoleApiDocument(app: INestApplication): OpenAPIObject {
  return referPublicSchemas(buildConsoleOpenApiDocument(app, ConsoleApiModule), publicApiDocument(app), 'openapi.json');
}
