import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule, failedAuthLimitOf } from './app.module';
import { DEMO_CONNECTION } from './bootstrap/demo-data';
import { serveConnectPage } from '../pages/connect/connect-page';
import { consoleDirBeside, serveConsolePage } from '../pages/console/console-page';
import { docsSiteDirBeside, serveDocsSite } from '../pages/docs/docs-site';
import { mountV1UnderConsole } from '../console-api/console-v1-mount';
import type { Composition } from './compose';
import { setupOpenApi } from '../platform/docs/openapi';
import { publicApiDocument } from './openapi-documents';
import { protectBrowsers } from '../platform/http/browser-safety';
import { cachedOriginCheck } from '../platform/http/cached-origin-check';
import { configureHttp } from '../platform/http/configure-http';
import { VerificationLimit } from '../platform/http/rate-limits/verification-limit';
import { readVerificationUpload } from '../pages/verify/verification-upload.middleware';
import { QuietStartupLogger } from '../platform/http/quiet-startup.logger';
import { keepConnectionsOpenPastLoadBalancers } from '../platform/http/server-timeouts';
import { closeWhileDraining } from '../platform/lifecycle/close-while-draining';
import { httpMetrics } from '../platform/metrics/http-metrics.middleware';

/** The HTTP API over a composed service, ready to listen (tests call it without listening). */
export async function createApp(composition: Composition): Promise<INestApplication> {
  // One spelling per route (Express matches case-insensitively by default), so that every path check agrees with routing.
  const server = express().enable('case sensitive routing');
  const app = await NestFactory.create(AppModule.register(composition), new ExpressAdapter(server), { bodyParser: false, bufferLogs: true });
  app.useLogger(new QuietStartupLogger(app.get(Logger)));
  app.use(httpMetrics(composition.metrics));
  // Each request waits at most DATABASE_REQUEST_TIMEOUT_MS for the database, and not at all once its circuit opens.
  app.use((_req: unknown, _res: unknown, next: () => void) => composition.database.duringRequest(next));
  app.use(closeWhileDraining(composition.drain));
  keepConnectionsOpenPastLoadBalancers(app.getHttpServer());
  const { authenticateApiKey, authenticateConnectToken, getConnectWidget, isWidgetOrigin, issueDemoConnectToken } = composition.useCases;
  protectBrowsers(app, composition.config.http, cachedOriginCheck((origin) => isWidgetOrigin.execute(origin), composition.config.apiKeyCacheMs));
  mountV1UnderConsole(app);
  serveConnectPage(app, {
    dir: composition.config.connectDir,
    authenticate: authenticateApiKey,
    authenticateToken: authenticateConnectToken,
    failedAuth: failedAuthLimitOf(composition),
    widgetOrigins: async (principal, widgetId) => (await getConnectWidget.execute(principal, widgetId)).widget.allowedOrigins,
    ...(composition.config.seedDemo ? { demoConnectToken: async () => (await issueDemoConnectToken.execute(DEMO_CONNECTION))?.connectToken ?? null } : {}),
  });
  serveConsolePage(app, { dir: consoleDirBeside(composition.config.connectDir) });
  serveDocsSite(app, { dir: docsSiteDirBeside(composition.config.connectDir) });
  configureHttp(app, [readVerificationUpload(app.get(VerificationLimit))]);
  setupOpenApi(app, () => publicApiDocument(app));
  await app.init();
  return app;
}
