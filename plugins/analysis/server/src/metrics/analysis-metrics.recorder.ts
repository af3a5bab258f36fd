import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { analysisCompleted, defineJob, EventsPort, JobQueue, MetricStorePort } from '@otimiza/sdk/server';
import { improvementVerified } from '@otimiza/plugin-analysis-contract';
import { analysisSql } from '../data/analysis-tables.js';
import { metricFactsQuery, toMetricFacts } from './analysis-metric-facts.js';
import { completedAnalysisSamples, verifiedGainSamples } from './analysis-metric-samples.js';
import { MetricBackfillSchema } from '../data/metric-backfill.entity.js';

export const metricsBackfillJob = defineJob<Record<string, never>, { recorded: number }>('analysis.metrics-backfill');
const BACKFILL = 'completed-analyses';
const BACKFILL_PAGE = 200;

/**
 * Feeds the metric store from the analyses: on `analysisCompleted` the scores, vitals, failing
 * audits, completed count and fixes per category of the site (its URL), with its business type as
 * the segment; on `improvementVerified` the points gained. Through the events, so a failed
 * recording is retried by their delivery jobs; the source keys make a retry count once.
 *
 * At start it queues a backfill of the analyses completed before the store existed (every
 * workspace's: the store is filled for all of them), with their original dates. It remembers how
 * far it got, so a finished one is not run again and an interrupted one goes on.
 */
@Injectable()
export class AnalysisMetricsRecorder implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger('AnalysisMetrics');

  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    private readonly events: EventsPort,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(analysisCompleted, 'analysis.metrics-on-completed', async (event) => {
      const facts = await this.factsOf(event.workspaceId, event.payload.analysisId);
      if (facts) await this.store.record(completedAnalysisSamples(facts));
    });
    this.events.subscribe(improvementVerified, 'analysis.metrics-on-verified', async (event) => {
      const facts = await this.factsOf(event.workspaceId, event.payload.analysisId);
      if (facts) await this.store.record(verifiedGainSamples(facts));
    });
    this.jobs.process(metricsBackfillJob, () => this.backfill());
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      if ((await this.em.fork().findOne(MetricBackfillSchema, { name: BACKFILL }))?.finishedAt) return;
      // One job id per hour for every replica: one of them runs it; a run that failed for good is queued again by a later start.
      const hour = new Date().toISOString().slice(0, 13);
      await this.jobs.enqueue(metricsBackfillJob, {}, { jobId: `analysis.metrics-backfill.${hour}`, attempts: 5, backoffMs: 10_000 });
    } catch (error) {
      this.log.warn(`metric backfill not queued (tried again at the next start): ${(error as Error).message}`);
    }
  }

  /** Records every completed analysis not recorded by a previous run, in id order; answers how many were read. */
  async backfill(): Promise<{ recorded: number }> {
    const em = this.em.fork();
    const marker = await em.findOne(MetricBackfillSchema, { name: BACKFILL });
    if (marker?.finishedAt) return { recorded: 0 };
    let lastId = marker?.lastId ?? null;
    let recorded = 0;
    for (;;) {
      // Every workspace's analyses: the store is filled for all of them at once (each sample keeps its workspace).
      let page = metricFactsQuery(analysisSql(em)).orderBy('id').limit(BACKFILL_PAGE);
      if (lastId) page = page.where('id', '>', lastId);
      const rows = await page.execute();
      if (rows.length === 0) break;
      const facts = rows.map(toMetricFacts);
      await this.store.record(facts.flatMap((analysis) => [...completedAnalysisSamples(analysis), ...verifiedGainSamples(analysis)]));
      lastId = rows.at(-1)!.id;
      recorded += rows.length;
      await em.upsert(MetricBackfillSchema, { name: BACKFILL, lastId, recorded: (marker?.recorded ?? 0) + recorded, finishedAt: null });
    }
    await em.upsert(MetricBackfillSchema, { name: BACKFILL, lastId, recorded: (marker?.recorded ?? 0) + recorded, finishedAt: new Date() });
    if (recorded > 0) this.log.log(`metric store: ${recorded} completed analyses recorded`);
    return { recorded };
  }

  private async factsOf(workspaceId: string | null, analysisId: string) {
    if (!workspaceId) return null;
    const row = await metricFactsQuery(analysisSql(this.em.fork())).where('workspace_id', '=', workspaceId).where('id', '=', analysisId).executeTakeFirst();
    return row ? toMetricFacts(row) : null;
  }
}
