import { Module } from '@nestjs/common';
import { AnalyticsItemsController } from './items/analytics-items.controller.js';
import { AnalyticsItemsService } from './items/analytics-items.service.js';

/** Analytics: its controllers and services. The host guards every route with the manifest's feature. */
@Module({
  controllers: [AnalyticsItemsController],
  providers: [AnalyticsItemsService],
})
export class AnalyticsModule {}
