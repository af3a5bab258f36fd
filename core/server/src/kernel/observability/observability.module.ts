import { Module } from '@nestjs/common';
import { RuntimeMetricsPort } from '@otimiza/sdk/server';
import { RuntimeMetricsRegistry } from './runtime-metrics.registry.js';
import { RuntimeMetricsService } from './runtime-metrics.service.js';

/**
 * The instance's own measurements (prom-client): bootstrap mounts the request timer on /api and
 * GET /metrics (behind METRICS_TOKEN); plugins read them through RuntimeMetricsPort.
 */
@Module({
  providers: [RuntimeMetricsRegistry, RuntimeMetricsService, { provide: RuntimeMetricsPort, useExisting: RuntimeMetricsService }],
  exports: [RuntimeMetricsPort, RuntimeMetricsRegistry],
})
export class ObservabilityModule {}
