import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { SiteAuditsPort, SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { daysAgo } from '../common/cs-sql.js';
import type { StoredSiteAudit } from '../data/health-factors.js';
import { lowestCategoryOf, meanOfCategories, type SiteScores } from './health-calculator.js';
import { belongsToSites, siteHost } from './site-match.js';

/** Finished runs read per workspace and pass: SiteAuditsPort's most. */
const RUNS_READ = 100;

const categories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const;

/** Medians of all four categories; a run with a category no page had is not a site score (no mean of three against a mean of four). */
const completeMedians = (medians: Partial<AnalysisCategoryScores>): AnalysisCategoryScores | null =>
  categories.every((category) => typeof medians[category] === 'number') ? (medians as AnalysisCategoryScores) : null;

/** A site's scores from whole-site audits, with the moment of the latest (the product factor keeps the most recent sites). */
export interface SiteRunScores extends SiteScores {
  siteAudit: StoredSiteAudit;
  at: number;
}

/**
 * The sites of a client scored by whole-site audits: for each host (`www.` aside) the newest
 * completed run finished by `now`, its four category medians averaged as one page's four scores
 * are; its 30-day trend against the earliest run of the window that audited the same address
 * with the same strategy (a run of another prefix or device is not the same measure).
 */
export function siteRunScores(runs: readonly SiteAuditSummary[], sites: readonly string[] | null, now: Date): SiteRunScores[] {
  const windowStart = daysAgo(now, 30).getTime();
  const usable = runs
    .filter((run) => run.status === 'completed' && Date.parse(run.finishedAt) <= now.getTime() && completeMedians(run.medians) !== null)
    .filter((run) => sites === null || belongsToSites(run.url, sites))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const byHost = new Map<string, SiteAuditSummary[]>();
  for (const run of usable) {
    const host = siteHost(run.url);
    if (host !== null) byHost.set(host, [...(byHost.get(host) ?? []), run]);
  }
  return [...byHost.values()].map((newestFirst) => {
    const latest = newestFirst[0]!;
    const medians = completeMedians(latest.medians)!;
    const comparable = newestFirst.filter((run) => run.url === latest.url && run.strategy === latest.strategy && Date.parse(run.createdAt) >= windowStart);
    const earliest = comparable.length ? comparable[comparable.length - 1]! : latest;
    return {
      url: latest.url,
      latest: meanOfCategories(medians),
      lowestCategory: lowestCategoryOf(medians),
      earliestInWindow: meanOfCategories(completeMedians(earliest.medians)!),
      at: Date.parse(latest.createdAt),
      siteAudit: {
        runId: latest.runId,
        url: latest.url,
        strategy: latest.strategy,
        pages: latest.audited,
        medians,
        finishedAt: latest.finishedAt,
      },
    };
  });
}

/**
 * The whole-site audits one health pass reads: each workspace's finished runs are read once,
 * whatever the number of its clients (clients added by hand all read the agency's).
 */
export class SiteRunsOfPass {
  private readonly finished = new Map<string, Promise<SiteAuditSummary[]>>();

  constructor(
    private readonly port: SiteAuditsPort,
    private readonly now: Date,
  ) {}

  async scoresOf(workspaceId: string, sites: readonly string[] | null): Promise<SiteRunScores[]> {
    const runs = await this.runsOf(workspaceId);
    const found = siteRunScores(runs, sites, this.now);
    if (sites === null || runs.length < RUNS_READ) return found;
    // A workspace with more runs than one read: a site of the client's with none among them may have an older one.
    const missing = sites.filter((site) => !found.some((scores) => siteHost(scores.url) === siteHost(site)));
    const older = await Promise.all(missing.flatMap((site) => hostsOf(site)).map((host) => this.port.latestOfHost(workspaceId, host)));
    return [
      ...found,
      ...siteRunScores(
        older.flatMap((run) => (run ? [run] : [])),
        sites,
        this.now,
      ),
    ];
  }

  private runsOf(workspaceId: string): Promise<SiteAuditSummary[]> {
    let runs = this.finished.get(workspaceId);
    if (!runs) {
      runs = this.port.listFinished(workspaceId, RUNS_READ);
      this.finished.set(workspaceId, runs);
    }
    return runs;
  }
}

/** The hosts a run of a site may be stored under: as typed and with or without `www.` (SiteAuditsPort matches the host exactly). */
function hostsOf(site: string): string[] {
  try {
    const host = new URL(site).host.toLowerCase();
    return [host, host.startsWith('www.') ? host.slice(4) : `www.${host}`];
  } catch {
    return [];
  }
}
