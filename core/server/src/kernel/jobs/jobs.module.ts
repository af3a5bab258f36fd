import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { EntitlementsPort, JobQueue } from '@otimiza/sdk/server';
import type { PluginManifest } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { InlineJobQueue } from './inline-job-queue.js';
import { MOUNTED_PLUGIN_MANIFESTS } from '../plugins/plugins.tokens.js';
import { gatedByPluginUse } from './plugin-job-gate.js';
import { processQueueProbe, queueProbeJob } from './queue-probe.job.js';

/**
 * Each job runs in a MikroORM context of its own, as a request does: the `EntityManager` a
 * processor was given is a fresh fork for that run, with its own identity map.
 */
export function inOwnContext<Queue extends JobQueue>(queue: Queue, orm: MikroORM): Queue {
  const process = queue.process.bind(queue);
  queue.process = (job, processor, options) => process(job, (payload, context) => RequestContext.create(orm.em, () => processor(payload, context)), options);
  return queue;
}

export function createJobQueue(config: AppConfig, log: Logger): BullmqJobQueue | InlineJobQueue {
  if (config.REDIS_URL) {
    return new BullmqJobQueue(config.REDIS_URL, config.QUEUE_PREFIX, config.ROLE !== 'api', log, config.JOB_ATTEMPTS, config.JOB_LOCK_MS);
  }
  return new InlineJobQueue(log, config.JOB_ATTEMPTS);
}

/** Provides `JobQueue` to every module: BullMQ with REDIS_URL, else the inline driver; a plugin's jobs run where it is in use. */
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [APP_CONFIG, PinoLogger, MikroORM, MOUNTED_PLUGIN_MANIFESTS, ModuleRef],
      useFactory: (config: AppConfig, logger: PinoLogger, orm: MikroORM, mounted: readonly PluginManifest[], modules: ModuleRef) => {
        const log = logger.logger.child({ component: 'jobs' });
        // Resolved at a job's run: the entitlements' module itself queues jobs.
        const inUse = (workspaceId: string, pluginId: string) => modules.get(EntitlementsPort, { strict: false }).pluginInUse(workspaceId, pluginId);
        return gatedByPluginUse(inOwnContext(createJobQueue(config, log), orm), mounted, inUse, log);
      },
    },
  ],
  exports: [JobQueue],
})
export class JobsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(JobQueue) private readonly jobs: BullmqJobQueue | InlineJobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.process(queueProbeJob, processQueueProbe(this.config.ROLE), { concurrency: 4 });
  }

  /**
   * The server's close() (bootstrap.ts) has already stopped the queue and waited for the running
   * jobs, within SHUTDOWN_TIMEOUT_MS; this only makes sure the queue is closing, without waiting
   * past that limit a second time.
   */
  onApplicationShutdown(): void {
    void this.jobs.close();
  }
}
