import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AnalysisPort,
  ApiError,
  DemoWorkspacePort,
  forWorkspace,
  EntitlementsPort,
  SafeOutboundPort,
  type AnalysisListItem,
  type AnalysisRecord,
  type AnalysisState,
  type BatchPageRequest,
  type BundledAuditRequest,
} from '@otimiza/sdk/server';
import { auditRunsOf } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import { analysisSql } from '../data/analysis-tables.js';
import { analysisUrlMessages, normaliseAnalysisUrl } from '@otimiza/plugin-analysis-shared';
import { AnalysesService } from '../analyses/analyses.service.js';
import { analysisFailures, failureOfColumns } from '../analyses/analysis-failure.js';
import { AnalysisSchema, type Analysis } from '../data/analysis.entity.js';
import { pageSpeedResultsIn } from '../audit/page-speed-view.js';
import { siteBundleOf } from '../bundle/site-bundle.js';
import { SiteBundlesRepository } from '../bundle/site-bundles.repository.js';
import { isFinal } from '../progress/analysis-progress.reader.js';
import { AnalysisProgressWaiter } from '../progress/analysis-progress.waiter.js';
import { analysisScoresOf } from '../proof/proof-baseline.js';
import { verificationRecordOf } from '../proof/verification-record.js';
import { VerificationProcessor } from '../proof/verification-processor.js';

/** The analysis plugin's side of AnalysisPort: completed analyses of one workspace, read from its table. */
@Injectable()
export class AnalysisPortAdapter extends AnalysisPort {
  constructor(
    private readonly em: EntityManager,
    private readonly analyses: AnalysesService,
    private readonly outbound: SafeOutboundPort,
    private readonly demo: DemoWorkspacePort,
    private readonly bundles: SiteBundlesRepository,
    private readonly entitlements: EntitlementsPort,
    private readonly waiter: AnalysisProgressWaiter,
    private readonly verification: VerificationProcessor,
  ) {
    super();
  }

  async runAndWait(
    workspaceId: string,
    rawUrl: string,
    options: { strategy: 'desktop' | 'mobile'; timeoutMs: number; reservationId?: string },
  ): Promise<AnalysisRecord> {
    const url = await this.allowedUrl(rawUrl).catch(async (error: unknown) => {
      // A reservation made for this audit is given back when the audit cannot even start.
      if (options.reservationId) await this.entitlements.releaseReservation(options.reservationId);
      throw error;
    });
    const reservationId = options.reservationId ?? (await this.entitlements.reserveAnalyses({ workspaceId }, 1))[0];
    const id = await this.analyses.enqueue(workspaceId, null, url, options.strategy, 'lighthouse', false, { reservationId });
    return this.waitForEnd(workspaceId, id, url, options.timeoutMs);
  }

  private async allowedUrl(rawUrl: string): Promise<URL> {
    const normalised = normaliseAnalysisUrl(rawUrl);
    if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
    return new URL((await this.outbound.assertAllowed(normalised.url)).toString());
  }

  /**
   * Only the demo workspace may audit a bundle: its sample sites are the one place where pages
   * come from somewhere other than the network. The proof runs as for a Pro analysis.
   */
  async runBundledAndWait(workspaceId: string, request: BundledAuditRequest): Promise<AnalysisRecord> {
    if (!(await this.demo.isDemoWorkspace(workspaceId))) {
      throw new ApiError('FORBIDDEN', 403, {
        pt: 'Sites empacotados só podem ser analisados na demonstração.',
        en: 'Bundled sites may only be audited in the demo workspace.',
      });
    }
    if (request.recordedAt && request.recordedAt.getTime() > Date.now()) {
      throw new ApiError('VALIDATION_ERROR', 400, { pt: 'A data da análise não pode estar no futuro.', en: 'An analysis cannot be recorded in the future.' });
    }
    const normalised = normaliseAnalysisUrl(request.url);
    if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
    const url = new URL(normalised.url);
    const bundleId = await this.bundles.store(workspaceId, siteBundleOf(url, request.files));
    const id = await this.analyses.enqueue(workspaceId, null, url, request.strategy, 'lighthouse', true, {
      siteBundleId: bundleId,
      recordedAt: request.recordedAt,
    });
    return this.waitForEnd(workspaceId, id, url, request.timeoutMs);
  }

  private async waitForEnd(workspaceId: string, id: string, url: URL, timeoutMs: number): Promise<AnalysisRecord> {
    const ended = await this.waiter.until(workspaceId, id, isFinal, timeoutMs);
    if (ended?.status === 'completed') return (await this.findCompleted(workspaceId, id))!;
    if (ended?.status === 'failed') {
      const reason = ended.error?.messages ?? { pt: ended.error?.type ?? '', en: ended.error?.type ?? '' };
      throw new ApiError(
        'API_ERROR',
        502,
        { pt: `A análise de ${url} falhou: ${reason.pt}`, en: `The analysis of ${url} failed: ${reason.en}` },
        { analysisId: id, type: ended.error?.type, code: ended.error?.code ?? null },
      );
    }
    throw new ApiError('API_TIMEOUT', 408, analysisFailures['audit-timeout'].message, { analysisId: id, code: 'audit-timeout' });
  }

  async latestBefore(workspaceId: string, url: string, before: Date, like?: Pick<AnalysisRecord, 'strategy' | 'auditRuns'>): Promise<AnalysisRecord | null> {
    if (!like) {
      const row = await forWorkspace(this.em, workspaceId).findOne(
        AnalysisSchema,
        { url, status: 'completed', createdAt: { $lt: before } },
        { orderBy: { createdAt: 'desc' } },
      );
      return row ? this.recordOf(row) : null;
    }
    // The run count lives in the stored results: the latest rows of the strategy, the first of the same runs (a plan change is rare).
    const rows = await forWorkspace(this.em, workspaceId).find(
      AnalysisSchema,
      { url, strategy: like.strategy, status: 'completed', createdAt: { $lt: before } },
      { orderBy: { createdAt: 'desc' }, limit: 50 },
    );
    const row = rows.find((candidate) => auditRunsOf({ auditRuns: candidate.pageSpeedResults?.auditRuns }) === auditRunsOf(like));
    return row ? this.recordOf(row) : null;
  }

  async historyOf(workspaceId: string, url: string, since: Date): Promise<AnalysisRecord[]> {
    const rows = await forWorkspace(this.em, workspaceId).find(
      AnalysisSchema,
      { url, status: 'completed', createdAt: { $gte: since } },
      { orderBy: { createdAt: 'asc' }, limit: 500 },
    );
    return rows.map((row) => this.recordOf(row));
  }

  async enqueueBatchPage(workspaceId: string, page: BatchPageRequest): Promise<void> {
    const url = await this.allowedUrl(page.url);
    await this.analyses.enqueue(workspaceId, page.userId, url, page.strategy, 'lighthouse', page.verify, { batchId: page.batchId, id: page.id });
  }

  async proveBatch(workspaceId: string, batchId: string): Promise<number> {
    const held = await forWorkspace(this.em, workspaceId).find(
      AnalysisSchema,
      { batchId, status: 'completed', verificationStatus: 'pending' },
      { fields: ['id'], orderBy: { createdAt: 'asc' } },
    );
    for (const { id } of held) await this.verification.enqueueOrFail(id, workspaceId);
    return held.length;
  }

  async statesOf(workspaceId: string, ids: readonly string[]): Promise<AnalysisState[]> {
    if (ids.length === 0) return [];
    const rows = await forWorkspace(this.em, workspaceId).find(
      AnalysisSchema,
      { id: { $in: [...ids] } },
      { fields: ['id', 'status', 'errorType', 'errorCode', 'errorMessages', 'errorMessage'] },
    );
    return rows.map((row) => {
      const failure =
        row.status === 'failed'
          ? failureOfColumns({
              type: row.errorType ?? 'INTERNAL_ERROR',
              code: row.errorCode ?? null,
              messages: row.errorMessages ?? null,
              message: row.errorMessage ?? null,
            })
          : null;
      return { id: row.id, status: row.status, error: failure?.messages ?? null };
    });
  }

  async optimizedHtmlOf(workspaceId: string, analysisId: string): Promise<string | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(AnalysisSchema, { id: analysisId, status: 'completed' }, { fields: ['id', 'optimizedHtml'] });
    return row?.optimizedHtml ?? null;
  }

  async findCompleted(workspaceId: string, id: string): Promise<AnalysisRecord | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(AnalysisSchema, { id, status: 'completed' });
    return row ? this.recordOf(row) : null;
  }

  private recordOf(row: Analysis): AnalysisRecord {
    const scores = analysisScoresOf(row);
    // English titles as before, and both languages beside them (translated from Lighthouse's catalog on older rows).
    const results = row.pageSpeedResults ? pageSpeedResultsIn(row.pageSpeedResults, 'en') : null;
    return {
      id: row.id,
      url: row.url,
      domain: row.domain,
      strategy: row.strategy,
      auditRuns: auditRunsOf({ auditRuns: row.pageSpeedResults?.auditRuns }),
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
      scores,
      metrics: Object.fromEntries(
        Object.entries(results?.metrics ?? {}).map(([metricId, { value, display, displays, score }]) => [metricId, { value, display, displays, score }]),
      ),
      opportunities: (results?.opportunities ?? []).map(({ id: auditId, title, titles, savingsMs, savingsBytes }) => ({
        id: auditId,
        title,
        titles,
        savingsMs,
        savingsBytes,
      })),
      failingAudits: (results?.failingAudits ?? []).map(({ id: auditId, title, titles, category, weight, score, gainPoints }) => ({
        id: auditId,
        title,
        titles,
        category,
        weight,
        score,
        gainPoints,
      })),
      issuesCount: row.issuesCount ?? 0,
      appliedFixes: row.appliedFixes.map((fix) => ({
        id: fix.id,
        category: fix.category,
        impact: fix.impact,
        savingsMs: fix.savingsMs,
        titles: fix.titles,
        descriptions: fix.descriptions,
      })),
      verification: verificationRecordOf(row),
      context: row.context
        ? {
            companyName: row.context.companyName,
            businessType: row.context.businessType,
            sector: row.context.sector,
            sectorId: row.context.sectorId,
            businessTypeId: row.context.businessTypeId,
            location: row.context.location,
            address: row.context.address ?? null,
            phone: row.context.phone ?? null,
            targetAudience: row.context.targetAudience,
          }
        : null,
    };
  }

  async listCompleted(workspaceId: string, limit: number): Promise<AnalysisListItem[]> {
    const rows = await analysisSql(this.em)
      .selectFrom('analysis_analysis')
      .select([
        'id',
        'url',
        'strategy',
        'created_at',
        'performance_score as performanceScore',
        'accessibility_score as accessibilityScore',
        'seo_score as seoScore',
        'best_practices_score as bestPracticesScore',
        sql<number | null>`(page_speed_results->>'auditRuns')::int`.as('audit_runs'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('status', '=', 'completed')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      strategy: row.strategy as AnalysisListItem['strategy'],
      auditRuns: auditRunsOf({ auditRuns: row.audit_runs }),
      createdAt: new Date(row.created_at).toISOString(),
      scores: analysisScoresOf(row),
    }));
  }
}
