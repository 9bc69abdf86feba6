import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppDependencies, AppModule } from './app.module';
import { setupOpenApi } from './docs/openapi';
import { configureHttp } from './http/configure-http';

/** Builds the API over the given adapters, ready to listen (tests call it without listening). */
export async function createApp(deps: AppDependencies): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.register(deps), { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureHttp(app);
  setupOpenApi(app);
  await app.init();
  return app;
}
