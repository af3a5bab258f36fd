import { Module } from '@nestjs/common';
import { InstanceService } from '../instance/instance.service.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

/** `GET /api/health`: the process, its database, queue, browser and plugins (the external services' check is the platform's api-health). */
@Module({
  controllers: [HealthController],
  providers: [HealthService, InstanceService],
  exports: [InstanceService],
})
export class HealthModule {}
