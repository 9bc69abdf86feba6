import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI 3 generated from the DTOs: UI at /docs, document at /docs/openapi.json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Gig Earnings API')
    .setDescription(
      'Connects workers’ gig-platform and social-security accounts and returns their employment and daily income. ' +
        'Every answer uses the envelope {success, data, error:{code, message, errors}}.',
    )
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Private key of your company' }, 'api-key')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json', yamlDocumentUrl: 'docs/openapi.yaml' });
}
