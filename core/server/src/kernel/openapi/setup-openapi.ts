import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/**
 * The API document, generated from the controllers and their zod schemas: UI at /api/docs, JSON at /api/docs-json.
 * Both documents are made at their first request, not at start: each walks every route's schemas (about 0.7 s of a
 * busy core with all plugins), and most processes (workers, each spec's app) never serve them.
 */
export function setupOpenApi(app: INestApplication, version: string): void {
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Otimiza API')
        .setDescription('Website audits, fixed HTML with proof, reports. Errors answer { error: { type, message, details } }.')
        .setVersion(version)
        .addCookieAuth('otimiza_session')
        .build(),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Otimiza API' });
  setupPublicApiDocument(app, version);
}

/**
 * The public API's own document (`/api/v1`, keys of the Enterprise plan): UI at /api/v1/docs, JSON
 * at /api/v1/docs-json, with only its routes.
 */
function setupPublicApiDocument(app: INestApplication, version: string): void {
  const document = () => {
    const full = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Otimiza public API')
        .setDescription(
          'Audits, analyses, shared reports and figures of one workspace, with an API key of its Enterprise plan: `Authorization: Bearer <key>`. Errors answer { error: { type, message, details } }; 429 comes with Retry-After.',
        )
        .setVersion(version)
        .addBearerAuth()
        .build(),
    );
    const paths = Object.fromEntries(Object.entries(full.paths).filter(([path]) => path.startsWith('/api/v1/')));
    return { ...full, paths };
  };
  SwaggerModule.setup('api/v1/docs', app, document, { jsonDocumentUrl: 'api/v1/docs-json', customSiteTitle: 'Otimiza public API' });
}
