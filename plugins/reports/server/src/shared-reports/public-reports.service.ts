import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, EntitlementsPort, type AuthContext } from '@otimiza/sdk/server';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { BrandSettingsService, type BrandLogo } from '../brand/brand-settings.service.js';
import { toPublicReport } from './public-report.js';
import { sharedReportNotFound } from './shared-report-errors.js';
import { sharedReportColumns, type SharedReportRow } from './shared-report-row.js';

/**
 * A shared report opened by its token (a capability link). A public report opens for anyone; a
 * private one only for signed-in members of its workspace. Unknown, revoked and private-to-others
 * tokens all answer the same 404.
 */
@Injectable()
export class PublicReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: BrandSettingsService,
    private readonly entitlements: EntitlementsPort,
    @Optional() private readonly analyses?: AnalysisPort,
  ) {}

  /** The report for this visitor; counts the view unless the visitor is a member of the owning workspace. */
  async open(token: string, auth: AuthContext | null): Promise<PublicSharedReport> {
    const row = await this.visibleRow(token, auth);
    const analysis = await this.analyses?.findCompleted(row.workspace_id, row.analysis_id);
    if (!analysis) throw sharedReportNotFound();
    const [brand, features] = await Promise.all([this.brands.settingsFor(row.workspace_id), this.entitlements.featuresOf(row.workspace_id)]);
    if (!isMember(row, auth)) await this.countView(row.id);
    // The optimised HTML goes to the plans with `htmlDownload` (the analysis view's rule): only they received the fixes applied.
    return toPublicReport(row, analysis, brand, brand.logoUrl ? publicLogoUrl(token, brand.logoUrl) : null, features.has('htmlDownload'));
  }

  /** The brand logo of the report's workspace, under the same visibility rules; null without a logo. */
  async logo(token: string, auth: AuthContext | null): Promise<BrandLogo | null> {
    const row = await this.visibleRow(token, auth);
    return this.brands.logoFor(row.workspace_id);
  }

  private async visibleRow(token: string, auth: AuthContext | null): Promise<SharedReportRow> {
    const [row] = await this.em
      .getConnection()
      .execute<SharedReportRow[]>(`select ${sharedReportColumns} from reports_shared_report where token = ? and revoked_at is null`, [token]);
    if (!row || (!row.is_public && !isMember(row, auth))) throw sharedReportNotFound();
    return row;
  }

  private async countView(id: string): Promise<void> {
    await this.em.getConnection().execute('update reports_shared_report set view_count = view_count + 1 where id = ?', [id]);
  }
}

function isMember(row: SharedReportRow, auth: AuthContext | null): boolean {
  return auth !== null && auth.workspaceId === row.workspace_id;
}

/** The logo under the report's token, keeping the brand's version parameter so a replaced logo is fetched again. */
function publicLogoUrl(token: string, brandLogoUrl: string): string {
  const version = brandLogoUrl.includes('?') ? brandLogoUrl.slice(brandLogoUrl.indexOf('?')) : '';
  return `/api/public/reports/${token}/logo${version}`;
}
