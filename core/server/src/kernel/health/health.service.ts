import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '@otimiza/sdk/server';
import type { HealthResponse } from '@otimiza/sdk/shared';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { InstanceService } from '../instance/instance.service.js';
import { RUNTIME_INFO, type RuntimeInfo } from '../lifecycle/runtime-info.js';
import { queueProbeJob, type QueueProbeResult } from '../jobs/queue-probe.job.js';
import { withTimeout } from '../jobs/with-timeout.js';

/** Health answers within about this long even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 2000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly instances: InstanceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUNTIME_INFO) private readonly runtime: RuntimeInfo,
  ) {}

  async report(): Promise<HealthResponse> {
    const [database, queue, browser, instance] = await Promise.all([
      this.checkDatabase(),
      this.checkQueue(),
      this.runtime.browser(),
      // Bounded like the checks: with every pooled connection taken, the answer must still come (degraded).
      withTimeout(this.instances.current(), CHECK_TIMEOUT_MS, 'instance').catch(() => null),
    ]);
    return {
      status: database.ok && queue.ok ? 'ok' : 'degraded',
      version: this.runtime.version,
      role: this.config.ROLE,
      database: { kind: this.runtime.databaseKind, ...database },
      queue: { driver: this.jobs.driver, ...queue },
      browser,
      plugins: { loaded: [...this.runtime.pluginIds], refused: this.runtime.refusedPlugins.map((plugin) => ({ ...plugin })) },
      instance: instance ? { id: instance.id, createdAt: instance.createdAt.toISOString(), boots: instance.boots } : null,
    };
  }

  /** Sends a probe job through the queue and waits for a worker to answer it. */
  async probeQueue(): Promise<QueueProbeResult & { roundTripMs: number }> {
    const started = Date.now();
    const { id } = await this.jobs.enqueue(queueProbeJob, { enqueuedAt: new Date(started).toISOString() }, { attempts: 1 });
    const result = await this.jobs.waitForResult(queueProbeJob, id, this.config.QUEUE_PROBE_TIMEOUT_SECONDS * 1000);
    return { ...result, roundTripMs: Date.now() - started };
  }

  private async checkDatabase(): Promise<{ ok: boolean; error?: string }> {
    try {
      // A probe of the connection itself, about no table.
      await withTimeout(this.em.getConnection().execute('select 1'), CHECK_TIMEOUT_MS, 'database');
      return { ok: true };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  }

  private async checkQueue(): Promise<{ ok: boolean; error?: string }> {
    const pingable = this.jobs as JobQueue & { ping?: () => Promise<void> };
    if (!pingable.ping) return { ok: true };
    try {
      await withTimeout(pingable.ping(), CHECK_TIMEOUT_MS, 'queue');
      return { ok: true };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  }
}
