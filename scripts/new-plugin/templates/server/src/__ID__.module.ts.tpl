import { Module } from '@nestjs/common';
import { __PASCAL__AccountDataExporter } from './account-data/__ID__-account-data.exporter.js';
import { __PASCAL__CheckScheduler } from './items/__ID__-check.scheduler.js';
import { __PASCAL__Checks } from './items/__ID__-checks.js';
import { __PASCAL__ItemsController } from './items/__ID__-items.controller.js';
import { __PASCAL__ItemsService } from './items/__ID__-items.service.js';

/**
 * __TITLE__: its controller, services, job, schedule and data export. The host guards every route with the manifest's
 * feature; the AnalysisPort comes from the analysis plugin (the manifest `requires` it).
 */
@Module({
  controllers: [__PASCAL__ItemsController],
  providers: [__PASCAL__ItemsService, __PASCAL__Checks, __PASCAL__CheckScheduler, __PASCAL__AccountDataExporter],
})
export class __PASCAL__Module {}
