import { Module } from '@nestjs/common';
import { DemoWorkspacePort } from '@otimiza/sdk/server';
import { DemoPreparationRepository } from './demo-preparation.repository.js';
import { DemoPreparationService } from './demo-preparation.service.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DemoController } from './demo.controller.js';
import { DemoService } from './demo.service.js';

/** The investor demo: its read-only workspace, the routes that open it, and the seed that fills it on first use. */
@Module({
  controllers: [DemoController],
  providers: [DemoService, { provide: DemoWorkspacePort, useExisting: DemoService }, DemoSeedService, DemoPreparationRepository, DemoPreparationService],
  exports: [DemoWorkspacePort, DemoService, DemoSeedService, DemoPreparationService],
})
export class DemoModule {}
