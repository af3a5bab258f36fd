import type { NestExpressApplication } from '@nestjs/platform-express';
import type { TestDatabase } from './test-database.js';

/**
 * The real host booted for a spec (by `createTestApp` of @otimiza/host-testing): what the SDK's
 * helpers (test users, API-key agents) work on, without the SDK depending on the host.
 */
export interface TestApp {
  app: NestExpressApplication;
  /** The Node HTTP server, for supertest: `request(testApp.server).get('/api/health')`. */
  server: unknown;
  database: TestDatabase;
  close(): Promise<void>;
}
