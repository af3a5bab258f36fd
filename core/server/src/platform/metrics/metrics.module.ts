import { Module } from '@nestjs/common';
import { MetricStorePort } from '@otimiza/sdk/server';
import { MetricStoreService } from './metric-store.service.js';
import { RequestActivityCounter } from './request-activity.counter.js';

/**
 * Provides `MetricStorePort` to every module (daily rollups in PostgreSQL), and counts the API
 * calls and write actions of each workspace in memory, written to the store every 30 s.
 */
@Module({
  providers: [MetricStoreService, { provide: MetricStorePort, useExisting: MetricStoreService }, RequestActivityCounter],
  exports: [MetricStorePort, RequestActivityCounter],
})
export class MetricsModule {}
