import { Injectable, Optional } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { AnalysisPort, EntitlementsPort, forWorkspace, acrossWorkspaces, type AuthContext, type BrandLogo } from '@otimiza/sdk/server';
import { SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import type { PublicSharedReport, ShareEvent } from '@otimiza/plugin-reports-shared';
import { ReportBrandService } from '../brand/report-brand.service.js';
import { toPublicReport } from './public-report.js';
import { ShareAnalyticsService } from './share-analytics.service.js';
import { sharedReportNotFound } from './shared-report-errors.js';
import { SharedReportSchema, type SharedReport } from '../data/shared-report.entity.js';

/**
 * A shared report opened by its token (a capability link). A public report opens for anyone; a
 * private one only for signed-in members of its workspace. Unknown, revoked and private-to-others
 * tokens all answer the same 404.
 */
@Injectable()
export class PublicReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: ReportBrandService,
    private readonly entitlements: EntitlementsPort,
    private readonly analyses: AnalysisPort,
    private readonly shareAnalytics: ShareAnalyticsService,
    /** Customer success's NPS question, when that plugin is mounted. */
    @Optional() private readonly surveys?: SatisfactionSurveysPort,
  ) {}

  /** The report for this visitor; counts the view unless the visitor is a member of the owning workspace. */
  async open(token: string, auth: AuthContext | null): Promise<PublicSharedReport> {
    const row = await this.visibleRow(token, auth);
    const analysis = await this.analyses.findCompleted(row.workspace.id, row.analysisId);
    if (!analysis) throw sharedReportNotFound();
    const [brand, features] = await Promise.all([this.brands.brandOf(row.workspace.id), this.entitlements.featuresOf(row.workspace.id)]);
    const viewId = isMember(row, auth) ? null : await this.countView(row);
    const logoUrl = brand.settings.logoUrl ? publicLogoUrl(token, brand.settings.logoUrl) : null;
    // The optimised HTML goes to the plans with `htmlDownload` (the analysis view's rule): only they received the fixes applied.
    // Visitors, not the workspace's members, are asked the NPS question of the client the report is about.
    const survey =
      viewId === null ? null : await this.surveys?.surveyFor(row.workspace.id, { source: 'share-page', key: row.id, url: analysis.url }).catch(() => null);
    return toPublicReport(row, analysis, brand, logoUrl, features.has('htmlDownload'), viewId, survey ? { answerPath: survey.answerPath } : null);
  }

  /** The brand logo of the report (the white-label brand's when one is in force), under the same visibility rules; null without a logo. */
  async logo(token: string, auth: AuthContext | null): Promise<BrandLogo | null> {
    const row = await this.visibleRow(token, auth);
    return this.brands.logoOf(row.workspace.id, await this.brands.brandOf(row.workspace.id));
  }

  private async visibleRow(token: string, auth: AuthContext | null): Promise<SharedReport> {
    // A capability link: the token finds the report whatever the visitor's workspace, or without one.
    const row = await this.em.fork().findOne(SharedReportSchema, { token, revokedAt: null }, acrossWorkspaces);
    if (!row || (!row.isPublic && !isMember(row, auth))) throw sharedReportNotFound();
    return row;
  }

  /** A beacon of the page a visitor opened (its view id from `open`): time in view, a download, a share. */
  async event(token: string, auth: AuthContext | null, event: ShareEvent): Promise<void> {
    await this.shareAnalytics.event(await this.visibleRow(token, auth), event);
  }

  /** Counts the view and starts its visit for the page's beacons; answers the visit's id. */
  private async countView(report: SharedReport): Promise<string> {
    // One increment in the database, so simultaneous visitors are all counted.
    await forWorkspace(this.em, report.workspace.id).nativeUpdate(SharedReportSchema, { id: report.id }, { viewCount: raw('view_count + 1') });
    return this.shareAnalytics.startView(report);
  }
}

function isMember(row: SharedReport, auth: AuthContext | null): boolean {
  return auth !== null && auth.workspaceId === row.workspace.id;
}

/**
 * The logo under the report's token, keeping the brand's version parameter so a replaced logo is
 * fetched again; the visitor learns no workspace id (a white-label brand's own address names one).
 */
function publicLogoUrl(token: string, brandLogoUrl: string): string {
  const version = brandLogoUrl.includes('?') ? brandLogoUrl.slice(brandLogoUrl.indexOf('?')) : '';
  return `/api/public/reports/${token}/logo${version}`;
}
