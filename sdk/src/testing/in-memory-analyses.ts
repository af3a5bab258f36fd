import { Module } from '@nestjs/common';
import { AnalysisPort, type AnalysisListItem, type AnalysisRecord, type AnalysisState, type BatchPageRequest } from '../server/analysis.port.js';
import { defineServerPlugin, type ServerPlugin } from '../server/define-server-plugin.js';
import { definePluginManifest } from '../shared/manifest.js';
import { areComparable, auditRunsOf } from '../shared/comparable-analysis.js';
import type { PlanFeature } from '../shared/features.js';

/**
 * AnalysisPort over records a spec adds, for plugins that read analyses (reports, AI tools): a
 * plugin's spec may not import the analysis plugin. The real pair is covered by specs that mount
 * the installed plugins (`installedPlugins('analysis', …)`).
 */
export class InMemoryAnalyses extends AnalysisPort {
  private readonly records = new Map<string, { workspaceId: string; record: AnalysisRecord }>();
  private readonly failures = new Map<string, { workspaceId: string; state: AnalysisState }>();
  /** The batch pages queued so far, in order (a spec's view of what a batch asked for). */
  readonly batchPages: (BatchPageRequest & { workspaceId: string })[] = [];

  /**
   * `audit`: what runAndWait answers at once (the record is stored as if added), for a spec of
   * work that runs audits (a recurring report's run) without Lighthouse; without it, runAndWait throws.
   */
  constructor(private readonly audit?: (workspaceId: string, url: string) => AnalysisRecord) {
    super();
  }

  add(workspaceId: string, record: AnalysisRecord): AnalysisRecord {
    this.records.set(record.id, { workspaceId, record });
    return record;
  }

  async findCompleted(workspaceId: string, id: string): Promise<AnalysisRecord | null> {
    const stored = this.records.get(id);
    return stored && stored.workspaceId === workspaceId ? stored.record : null;
  }

  async listCompleted(workspaceId: string, limit: number): Promise<AnalysisListItem[]> {
    return (
      [...this.records.values()]
        .filter((stored) => stored.workspaceId === workspaceId)
        // Newest first, as the port promises (records may be added in any order).
        .sort((a, b) => Date.parse(b.record.createdAt) - Date.parse(a.record.createdAt))
        .map(({ record }) => ({
          id: record.id,
          url: record.url,
          strategy: record.strategy,
          auditRuns: auditRunsOf(record),
          createdAt: record.createdAt,
          scores: record.scores,
        }))
        .slice(0, limit)
    );
  }

  async runAndWait(workspaceId: string, url: string): Promise<AnalysisRecord> {
    if (!this.audit) throw new Error('InMemoryAnalyses does not run audits without an `audit`: mount the installed analysis plugin for real ones');
    return this.add(workspaceId, this.audit(workspaceId, url));
  }

  async runBundledAndWait(): Promise<AnalysisRecord> {
    throw new Error('InMemoryAnalyses does not run audits, bundled or not: mount the installed analysis plugin for that');
  }

  async latestBefore(workspaceId: string, url: string, before: Date, like?: Pick<AnalysisRecord, 'strategy' | 'auditRuns'>): Promise<AnalysisRecord | null> {
    const earlier = [...this.records.values()]
      .filter((stored) => stored.workspaceId === workspaceId && stored.record.url === url && Date.parse(stored.record.createdAt) < before.getTime())
      .filter((stored) => !like || areComparable(stored.record, { ...like, url }))
      .sort((a, b) => Date.parse(b.record.createdAt) - Date.parse(a.record.createdAt));
    return earlier[0]?.record ?? null;
  }

  /**
   * A batch page is audited at once by `audit` (a record answered completed); an `audit` that
   * throws makes it a failed analysis with the error's text.
   */
  async enqueueBatchPage(workspaceId: string, page: BatchPageRequest): Promise<void> {
    if (!this.audit) throw new Error('InMemoryAnalyses does not run audits without an `audit`: mount the installed analysis plugin for real ones');
    this.batchPages.push({ ...page, workspaceId });
    let record: AnalysisRecord;
    try {
      record = this.audit(workspaceId, page.url);
    } catch (error) {
      const text = (error as Error).message;
      this.failures.set(page.id, { workspaceId, state: { id: page.id, status: 'failed', error: { pt: text, en: text } } });
      return;
    }
    this.add(workspaceId, { ...record, id: page.id });
  }

  /** The batches whose proofs were asked for, in order. */
  readonly provedBatches: { workspaceId: string; batchId: string }[] = [];

  async proveBatch(workspaceId: string, batchId: string): Promise<number> {
    this.provedBatches.push({ workspaceId, batchId });
    return this.batchPages.filter((page) => page.workspaceId === workspaceId && page.batchId === batchId && page.verify).length;
  }

  async statesOf(workspaceId: string, ids: readonly string[]): Promise<AnalysisState[]> {
    return ids.flatMap((id): AnalysisState[] => {
      const stored = this.records.get(id);
      if (stored?.workspaceId === workspaceId) return [{ id, status: 'completed', error: null }];
      const failed = this.failures.get(id);
      return failed?.workspaceId === workspaceId ? [failed.state] : [];
    });
  }

  /** Fixed HTML a spec set for an analysis (`optimizedHtml.set(id, html)`). */
  readonly optimizedHtml = new Map<string, string>();

  async optimizedHtmlOf(workspaceId: string, analysisId: string): Promise<string | null> {
    return this.records.get(analysisId)?.workspaceId === workspaceId ? (this.optimizedHtml.get(analysisId) ?? null) : null;
  }

  async historyOf(workspaceId: string, url: string, since: Date): Promise<AnalysisRecord[]> {
    return [...this.records.values()]
      .filter((stored) => stored.workspaceId === workspaceId && stored.record.url === url && Date.parse(stored.record.createdAt) >= since.getTime())
      .map((stored) => stored.record)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }
}

/**
 * A test-only plugin that provides the given store as the AnalysisPort: it stands in for the analysis
 * plugin, under its id, so plugins that require 'analysis' start with it — with the plan features of
 * the analysis plugin that the spec relies on (`features`), since plugins do not import each other.
 */
export function inMemoryAnalysesPlugin(store: InMemoryAnalyses, options: { features?: readonly PlanFeature[] } = {}): ServerPlugin {
  @Module({ providers: [{ provide: AnalysisPort, useValue: store }], exports: [AnalysisPort] })
  class InMemoryAnalysesModule {}
  return defineServerPlugin({
    manifest: definePluginManifest({
      id: 'analysis',
      displayName: { id: 'analysis.name', message: 'Análises' },
      requiredFeature: null,
      features: options.features ?? [],
    }),
    module: InMemoryAnalysesModule,
    ports: { provides: [AnalysisPort] },
  });
}
