import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The API document, generated from the controllers and their zod schemas: UI at /api/docs, JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication, version: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Otimiza API')
      .setDescription('Website audits, fixed HTML with proof, reports. Errors answer { error: { type, message, details } }.')
      .setVersion(version)
      .addCookieAuth('otimiza_session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Otimiza API' });
}
