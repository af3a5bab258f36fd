import { Module } from '@nestjs/common';
import { ApiHealthController } from './api-health.controller.js';
import { ApiHealthService } from './api-health.service.js';

/**
 * The external services as an administrator and the web app see them (`GET /api/health/check-apis`,
 * `GET /api/system-status`): configured, answering, last error; AI and payments included.
 */
@Module({
  controllers: [ApiHealthController],
  providers: [ApiHealthService],
})
export class ApiHealthModule {}
