import { Module } from '@nestjs/common';
import { InstanceService } from '../instance/instance.service.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthController], providers: [HealthService, InstanceService], exports: [InstanceService] })
export class HealthModule {}
