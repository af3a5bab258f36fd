import { Injectable, Optional } from '@nestjs/common';
import { AnalysisPort, SharedReportsPort, type AnalysisRecord } from '@otimiza/sdk/server';
import type { DemoSeedProgress } from '@otimiza/sdk/shared';
import type { DemoSeedReport, SeededAnalysis } from './demo-seed-report.js';
import { loadDemoSiteFiles } from './demo-site-files.js';
import { demoSites, demoVersions, recordedAtOf } from './demo-sites.js';
import { DemoService } from './demo.service.js';

const AUDIT_TIMEOUT_MS = 5 * 60_000;
const PROOF_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 1000;

/**
 * Fills the investor demo's workspace with real data made by the product's own code paths:
 * audits of the bundled sample sites through the analysis plugin (job, Lighthouse, fixer,
 * context, proof), dated over the last three weeks, and a shared report of each site's latest
 * analysis through the reports plugin. Runs only on an empty demo workspace, unless reset.
 */
@Injectable()
export class DemoSeedService {
  constructor(
    private readonly demo: DemoService,
    @Optional() private readonly analyses?: AnalysisPort,
    @Optional() private readonly sharedReports?: SharedReportsPort,
  ) {}

  /**
   * `onProgress` gets a line per step (the command prints them); `onStep` the same progress as
   * figures, awaited, so a caller that must stop throws there; `signal` stops the seed between
   * audits and while it waits for a proof (its process is stopping, or another took the seed over).
   */
  async seed(
    options: { reset?: boolean; onProgress?: (line: string) => void; onStep?: (step: DemoSeedProgress) => Promise<void> | void; signal?: AbortSignal } = {},
  ): Promise<DemoSeedReport> {
    const analyses = this.analyses;
    if (!analyses) throw new Error('The demo needs the analysis plugin: add "analysis" to PLUGINS.');
    const progress = options.onProgress ?? (() => undefined);
    const step = async (progressNow: DemoSeedProgress) => {
      options.signal?.throwIfAborted();
      await options.onStep?.(progressNow);
    };
    const steps = demoSites.flatMap((site) => demoVersions.map((version) => ({ site: site.name, version: version.id })));
    const total = steps.length;
    if (options.reset) {
      await this.demo.deleteDemoWorkspace();
      progress('Deleted the demo workspace and its data.');
    }
    const account = await this.demo.demoAccount();
    if (!account) throw new Error('The demo workspace could not be created.');
    const { workspaceId } = account;
    if ((await analyses.listCompleted(workspaceId, 1)).length > 0) return { workspaceId, skipped: true, analyses: [], sharedReports: [] };

    const now = new Date();
    const audited: { site: (typeof demoSites)[number]; version: (typeof demoVersions)[number]; record: AnalysisRecord }[] = [];
    for (const [siteIndex, site] of demoSites.entries()) {
      for (const version of demoVersions) {
        progress(`Auditing ${site.name} ${version.id} (${version.label})…`);
        await step({ phase: 'auditing', audited: audited.length, proved: 0, total, current: { site: site.name, version: version.id }, steps });
        const record = await analyses.runBundledAndWait(workspaceId, {
          url: site.url,
          files: await loadDemoSiteFiles(site.slug, version.id),
          strategy: 'mobile',
          recordedAt: recordedAtOf(now, version, siteIndex),
          timeoutMs: AUDIT_TIMEOUT_MS,
        });
        audited.push({ site, version, record });
      }
    }
    progress('Waiting for the proofs (each fixed page audited again)…');
    const seeded: SeededAnalysis[] = [];
    for (const { site, version, record } of audited) {
      await step({ phase: 'proving', audited: total, proved: seeded.length, total, current: null, steps });
      const proved = await this.proved(workspaceId, record, options.signal);
      seeded.push({
        site: site.name,
        version: version.id,
        label: version.label,
        analysisId: record.id,
        url: record.url,
        createdAt: record.createdAt,
        scores: record.scores,
        proof: { status: proved.verification.status, after: proved.verification.after },
      });
    }

    const sharedReports: DemoSeedReport['sharedReports'] = [];
    await step({ phase: 'sharing', audited: total, proved: total, total, current: null, steps });
    if (this.sharedReports) {
      for (const site of demoSites) {
        const latest = audited.filter((entry) => entry.site === site).at(-1)!.record;
        const link = await this.sharedReports.share(workspaceId, {
          analysisId: latest.id,
          title: `${site.name} — relatório de desempenho`,
          description: `Auditoria do site da ${site.name} (${site.city}) depois das correções.`,
          isPublic: true,
        });
        sharedReports.push({ site: site.name, path: link.path });
      }
    }
    return { workspaceId, skipped: false, analyses: seeded, sharedReports };
  }

  /** The analysis once its proof has ended (completed, failed or skipped). */
  private async proved(workspaceId: string, record: AnalysisRecord, signal?: AbortSignal): Promise<AnalysisRecord> {
    const deadline = Date.now() + PROOF_TIMEOUT_MS;
    for (let current = record; ;) {
      if (!['pending', 'running'].includes(current.verification.status)) return current;
      signal?.throwIfAborted();
      if (Date.now() > deadline) throw new Error(`The proof of analysis ${record.id} did not end in time.`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = (await this.analyses!.findCompleted(workspaceId, record.id)) ?? current;
    }
  }
}
