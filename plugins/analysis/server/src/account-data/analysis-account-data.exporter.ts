import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { AnalysisSchema, type Analysis } from '../data/analysis.entity.js';
import { SkippedFixSchema } from '../data/skipped-fix.entity.js';
import { DeploySchema } from '../data/deploy.entity.js';
import { HtmlFixSchema } from '../data/html-fix.entity.js';

/**
 * The analysis plugin's part of a data export: every analysis (scores, metrics, fixes, the
 * optimised HTML and the proof; not the compressed Lighthouse report), the pages fixed by the
 * HTML tools and the FTP deploys (where and what, never credentials, which are not stored).
 */
@Injectable()
export class AnalysisAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'analysis', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    await writer.lines('analyses.jsonl', pagedEntities(em, AnalysisSchema, analysisJson, { populate: ['optimizedHtml'] }));
    await writer.lines(
      'html-fixes.jsonl',
      pagedEntities(em, HtmlFixSchema, ({ id, user, url, fixes, optimizedHtml, createdAt }) => ({
        id,
        userId: user?.id ?? null,
        url,
        fixes,
        optimizedHtml,
        createdAt,
      })),
    );
    await writer.lines(
      'deploys.jsonl',
      pagedEntities(em, DeploySchema, ({ id, user, analysis, url, host, remotePath, protocol, status, backupPath, bytesWritten, error, createdAt }) => ({
        id,
        userId: user?.id ?? null,
        analysisId: analysis?.id ?? null,
        url,
        host,
        remotePath,
        protocol,
        status,
        backupPath: backupPath ?? null,
        bytesWritten,
        error: error ?? null,
        createdAt,
      })),
    );
    await writer.lines(
      'skipped-fixes.jsonl',
      pagedEntities(em, SkippedFixSchema, ({ fixId, user, createdAt }) => ({ fixId, userId: user?.id ?? null, skippedAt: createdAt })),
    );
  }
}

/** An analysis as exported: everything but the compressed Lighthouse report, the plan reservation and the worker's lease. */
function analysisJson(analysis: Analysis) {
  const { id, user, url, finalUrl, strategy, provider, status, errorType, errorMessage, performanceScore, accessibilityScore, seoScore, bestPracticesScore } =
    analysis;
  const { issuesCount, largestContentfulPaintMs, appliedFixes, estimatedImprovements, context, pageSpeedResults, optimizedHtml, verificationStatus } = analysis;
  const { verifiedScores, verificationErrorType, verificationErrorMessage, verifiedAt, createdAt, startedAt, completedAt } = analysis;
  return {
    id,
    userId: user?.id ?? null,
    url,
    finalUrl: finalUrl ?? null,
    strategy,
    provider,
    status,
    errorType: errorType ?? null,
    errorMessage: errorMessage ?? null,
    performanceScore: performanceScore ?? null,
    accessibilityScore: accessibilityScore ?? null,
    seoScore: seoScore ?? null,
    bestPracticesScore: bestPracticesScore ?? null,
    issuesCount: issuesCount ?? null,
    largestContentfulPaintMs: largestContentfulPaintMs ?? null,
    appliedFixes,
    estimatedImprovements: estimatedImprovements ?? null,
    context: context ?? null,
    pageSpeedResults: pageSpeedResults ?? null,
    optimizedHtml: optimizedHtml ?? null,
    verificationStatus,
    verifiedScores: verifiedScores ?? null,
    verificationErrorType: verificationErrorType ?? null,
    verificationErrorMessage: verificationErrorMessage ?? null,
    verifiedAt: verifiedAt ?? null,
    createdAt,
    startedAt: startedAt ?? null,
    completedAt: completedAt ?? null,
  };
}
