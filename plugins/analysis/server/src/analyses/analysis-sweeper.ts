import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { acrossWorkspaces, JobQueue, pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import { analysisSettingsSchema } from '../analysis-settings.schema.js';
import { sql } from 'kysely';
import { PinoLogger } from 'nestjs-pino';
import { VerificationProcessor } from '../proof/verification-processor.js';
import { QUEUE_WAIT_LIMIT_MINUTES } from '@otimiza/plugin-analysis-shared';
import { storedFailureFor } from './analysis-failure.js';
import { ANALYSIS_RUN_ATTEMPTS, analysisRunJob } from './analysis-run.job.js';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { AnalysisStatusRepository } from './analysis-status.repository.js';

const SWEEP_INTERVAL_MS = 30_000;

/**
 * Nothing stays queued or running for ever. Every 30 s: a running analysis whose worker stopped
 * renewing its lease is failed as interrupted, a queued one older than the queue limit is failed;
 * both give their reservation back, so they never count against a plan, and their streams end.
 * With the inline driver (no Redis) the queue lived in this process: at start, the analyses it
 * had queued are queued again and the one it was running is failed as interrupted.
 */
@Injectable()
export class AnalysisSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly status: AnalysisStatusRepository,
    private readonly verification: VerificationProcessor,
    private readonly settings: SettingsPort,
    private readonly log: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.jobs.driver === 'inline') await this.resumeInlineQueue();
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      const runLimit = sql`make_interval(secs => ${this.runLimitSeconds()})`;
      const interrupted = await this.status.failWhere(
        (eb) =>
          eb.and([
            eb('status', '=', 'running'),
            eb(sql`coalesce(lease_until, started_at + ${runLimit}, created_at + clock_offset + ${runLimit})`, '<', sql`now()`),
          ]),
        storedFailureFor('interrupted'),
      );
      const expired = await this.status.failWhere(
        (eb) => eb.and([eb('status', '=', 'queued'), eb(sql`created_at + clock_offset`, '<', sql`now() - make_interval(mins => ${QUEUE_WAIT_LIMIT_MINUTES})`)]),
        storedFailureFor('expired-in-queue'),
      );
      if (interrupted + expired > 0) this.log.warn({ interrupted, expired }, 'failed analyses that were stuck');
    } catch (error) {
      this.log.warn({ err: error }, 'analysis sweep failed');
    }
  }

  private async resumeInlineQueue(): Promise<void> {
    await this.status.failWhere((eb) => eb('status', '=', 'running'), storedFailureFor('interrupted'));
    // This process' queue held every workspace's analyses.
    const em = this.em.fork();
    const queued = await em.find(
      AnalysisSchema,
      { status: 'queued' },
      { ...acrossWorkspaces, fields: ['id', 'workspace'], orderBy: { [raw('created_at + clock_offset')]: 'asc' } },
    );
    for (const { id, workspace } of queued) {
      await this.jobs.enqueue(analysisRunJob, { analysisId: id }, { jobId: id, workspaceId: workspace.id, attempts: ANALYSIS_RUN_ATTEMPTS, backoffMs: 3000 });
    }
    const proofs = await em.find(
      AnalysisSchema,
      { status: 'completed', verificationStatus: { $in: ['pending', 'running'] } },
      { ...acrossWorkspaces, fields: ['id', 'workspace'] },
    );
    for (const { id, workspace } of proofs) await this.verification.enqueue(id, workspace.id);
    if (queued.length + proofs.length > 0) this.log.info({ analyses: queued.length, proofs: proofs.length }, 'queued again the work left by the last stop');
  }

  private runLimitSeconds(): number {
    return (pluginSettings(this.settings, analysisSettingsSchema).AUDIT_TIMEOUT_MS + 60_000) / 1000;
  }
}
