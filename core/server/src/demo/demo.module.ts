import { Global, Module } from '@nestjs/common';
import { DemoWorkspacePort } from '@otimiza/sdk/server';
import { DemoSeedService } from './demo-seed.service.js';
import { DemoController } from './demo.controller.js';
import { DemoService } from './demo.service.js';

/** The investor demo: its read-only workspace, the routes that open it, and the seed that fills it. */
@Global()
@Module({
  controllers: [DemoController],
  providers: [DemoService, { provide: DemoWorkspacePort, useExisting: DemoService }, DemoSeedService],
  exports: [DemoWorkspacePort, DemoService, DemoSeedService],
})
export class DemoModule {}
