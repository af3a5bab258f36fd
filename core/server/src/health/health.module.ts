import { Module } from '@nestjs/common';
import { InstanceService } from '../instance/instance.service.js';
import { ApiHealthController } from '../service-status/api-health.controller.js';
import { ApiHealthService } from '../service-status/api-health.service.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController, ApiHealthController],
  providers: [HealthService, InstanceService, ApiHealthService],
  exports: [InstanceService],
})
export class HealthModule {}
