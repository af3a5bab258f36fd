import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, RuntimeMetricsPort, type RuntimeSnapshot } from '@otimiza/sdk/server';
import { recentActivity } from './recent-activity.js';
import { LATENCY_WINDOW_SECONDS, RuntimeMetricsRegistry } from './runtime-metrics.registry.js';

/** RuntimeMetricsPort: the registry's figures for a plugin (the analytics dashboard's realtime tab). */
@Injectable()
export class RuntimeMetricsService extends RuntimeMetricsPort {
  constructor(
    private readonly metrics: RuntimeMetricsRegistry,
    private readonly jobs: JobQueue,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async snapshot(workspaceId: string): Promise<RuntimeSnapshot> {
    const [queues, latency, activity] = await Promise.all([
      this.metrics.queueDepths(),
      this.metrics.recentLatency(),
      recentActivity(this.em.fork(), workspaceId),
    ]);
    return {
      collectedAt: new Date().toISOString(),
      queueDriver: this.jobs.driver,
      queues,
      api: { windowSeconds: LATENCY_WINDOW_SECONDS, ...latency },
      auditsLast5Minutes: activity.audits,
      activeSessionsLast5Minutes: activity.sessions,
    };
  }
}
