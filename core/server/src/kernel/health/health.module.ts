import { Module } from '@nestjs/common';
import { InstanceService } from '../instance/instance.service.js';
import { ApiHealthController } from '../../platform/api-health/api-health.controller.js';
import { ApiHealthService } from '../../platform/api-health/api-health.service.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController, ApiHealthController],
  providers: [HealthService, InstanceService, ApiHealthService],
  exports: [InstanceService],
})
export class HealthModule {}
