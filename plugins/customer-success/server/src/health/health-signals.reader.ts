import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, ClientWorkspacesPort, forWorkspace, MetricStorePort } from '@otimiza/sdk/server';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { areComparable } from '@otimiza/sdk/shared';
import type { CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';
import { daysAgo, utcDay } from '../common/cs-sql.js';
import type { Customer } from '../data/customer.entity.js';
import { SurveyResponseSchema } from '../data/survey-response.entity.js';
import { lowestCategoryOf, meanOfCategories, type HealthSignals, type SiteScores } from './health-calculator.js';
import { SiteRunsOfPass } from './site-run-scores.js';
import { belongsToSites } from './site-match.js';

/** Analyses read per workspace for the product factor, and sites kept per client. */
const ANALYSES_READ = 500;
const SITES_KEPT = 20;

/**
 * A client's signals at a moment, from where they are kept: its people's sign-ins (ClientWorkspacesPort,
 * bound to the agency), its shared reports' views (the metric store), its sites' audits
 * (AnalysisPort, and SiteAuditsPort's whole-site audits when the site-audit plugin is installed),
 * its survey answers (this plugin). A client workspace's own data is read in that
 * workspace only after the port confirmed it is the agency's client; a client added by hand is read
 * in the agency's workspace, on its sites.
 */
@Injectable()
export class HealthSignalsReader {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientWorkspacesPort,
    private readonly metrics: MetricStorePort,
    private readonly analyses: AnalysisPort,
    @Optional() private readonly siteAudits?: SiteAuditsPort,
  ) {}

  /** What the clients of one pass share is read once (a workspace's site runs); null without the site-audit plugin. */
  siteRunsOfPass(now: Date): SiteRunsOfPass | null {
    return this.siteAudits ? new SiteRunsOfPass(this.siteAudits, now) : null;
  }

  async read(
    agencyId: string,
    customer: Customer,
    now: Date,
    settings: CustomerSuccessSettings,
    medianMrrCents: number | null,
    siteRuns: SiteRunsOfPass | null,
  ): Promise<HealthSignals> {
    const clientId = customer.kind === 'workspace' ? (customer.clientWorkspace?.id ?? null) : null;
    const signIns = clientId ? await this.clients.signIns(agencyId, clientId, daysAgo(now, 30)) : null;
    // A client workspace answers for its own data only while it is the agency's client.
    const dataWorkspace = clientId ? (signIns ? clientId : null) : agencyId;
    const filterSites = customer.kind === 'manual' || customer.sites.length > 0;
    const [reportViews, sites, answers] = await Promise.all([
      dataWorkspace ? this.reportViews(dataWorkspace, filterSites ? customer.sites : null, now) : Promise.resolve(null),
      dataWorkspace ? this.siteScores(dataWorkspace, filterSites ? customer.sites : null, now, siteRuns) : Promise.resolve([]),
      this.answers(agencyId, customer.id, now),
    ]);
    return {
      signIns: signIns && signIns.members > 0 ? { count: signIns.signIns, lastAt: signIns.lastSignInAt } : null,
      reportViews,
      answers,
      mrrCents: customer.mrrCents,
      medianMrrCents,
      sites,
      targets: { signIns: settings.engagementTargets.signInsPerMonth, reportViews: settings.engagementTargets.reportViewsPerMonth },
    };
  }

  /** Views of the 30 days before `now`; null when none of the client's shared reports was viewed in 180 days (nothing to measure). */
  private async reportViews(workspaceId: string, sites: readonly string[] | null, now: Date): Promise<number | null> {
    const series = await this.metrics.series(workspaceId, { metric: 'share.views', from: daysAgo(now, 180), to: now });
    const ofSites = sites === null ? series : series.filter((entry) => entry.site !== null && belongsToSites(entry.site, sites));
    // The all-reports rows ('' dimension) when they are kept, else every report's own.
    const totals = ofSites.filter((entry) => entry.dimension === '');
    const points = (totals.length ? totals : ofSites).flatMap((entry) => entry.points).filter((point) => point.day <= utcDay(now));
    if (points.length === 0) return null;
    const since = utcDay(daysAgo(now, 30));
    return points.filter((point) => point.day > since).reduce((sum, point) => sum + point.value, 0);
  }

  /**
   * A site with a whole-site audit is scored by its medians; the pages of the other sites by
   * their own audits (a host's single pages are not mixed with its site audit, nor compared with it).
   */
  private async siteScores(workspaceId: string, sites: readonly string[] | null, now: Date, siteRuns: SiteRunsOfPass | null): Promise<SiteScores[]> {
    const [ofRuns, ofPages] = await Promise.all([
      siteRuns ? siteRuns.scoresOf(workspaceId, sites) : Promise.resolve([]),
      this.pageScores(workspaceId, sites, now),
    ]);
    const auditedWhole = ofRuns.map((site) => site.url);
    return [...ofRuns, ...ofPages.filter((page) => !belongsToSites(page.url, auditedWhole))]
      .sort((a, b) => b.at - a.at)
      .slice(0, SITES_KEPT)
      .map(({ at: _at, ...site }) => site);
  }

  private async pageScores(workspaceId: string, sites: readonly string[] | null, now: Date): Promise<(SiteScores & { at: number })[]> {
    const windowStart = daysAgo(now, 30).getTime();
    const audits = (await this.analyses.listCompleted(workspaceId, ANALYSES_READ))
      .filter((analysis) => Date.parse(analysis.createdAt) <= now.getTime())
      .filter((analysis) => sites === null || belongsToSites(analysis.url, sites))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const byUrl = new Map<string, typeof audits>();
    for (const audit of audits) byUrl.set(audit.url, [...(byUrl.get(audit.url) ?? []), audit]);
    return [...byUrl.entries()].map(([url, runs]) => {
      const latest = runs[runs.length - 1]!;
      // The trend compares like with like: the earliest audit of the window with the latest's strategy and run count.
      const earliest = runs.find((run) => Date.parse(run.createdAt) >= windowStart && areComparable(run, latest)) ?? latest;
      return {
        url,
        latest: meanOfCategories(latest.scores),
        lowestCategory: lowestCategoryOf(latest.scores),
        earliestInWindow: meanOfCategories(earliest.scores),
        at: Date.parse(latest.createdAt),
      };
    });
  }

  private async answers(agencyId: string, customerId: string, now: Date): Promise<HealthSignals['answers']> {
    const rows = await forWorkspace(this.em, agencyId).find(
      SurveyResponseSchema,
      { customer: customerId, updatedAt: { $gte: daysAgo(now, 180), $lte: now } },
      { fields: ['npsScore', 'csatScore'] },
    );
    return rows.map((row) => ({ nps: row.npsScore, csat: row.csatScore ?? null }));
  }
}
