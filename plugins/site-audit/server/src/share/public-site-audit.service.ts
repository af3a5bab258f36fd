import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, BrandPort, clientAddressKey, RateLimitPort, type BrandLogo } from '@otimiza/sdk/server';
import type { HostBrand } from '@otimiza/sdk/shared';
import type { PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { SiteAuditReportService } from '../report-api/site-audit-report.service.js';
import { toPublicSiteReport } from './public-site-report.js';
import { shareErrors } from './share-errors.js';
import { SiteAuditShareLinkSchema, type SiteAuditShareLink } from '../data/site-audit-share-link.entity.js';

/**
 * Opens of share links from one client address in a minute, known tokens or not: a page load asks
 * for the report and the logo, a visitor reloads now and then; a guesser of tokens gets nowhere.
 */
export const SHARE_OPENS_PER_ADDRESS = { points: 120, windowSeconds: 60 };

/**
 * A site report opened by its share link, whoever opens it (signed in to any workspace or not): the
 * token finds the link in force, the link its run; unknown, malformed and revoked tokens all answer
 * the same 404. The report wears the white-label brand in force for the run's workspace.
 */
@Injectable()
export class PublicSiteAuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: SiteAuditReportService,
    private readonly rateLimits: RateLimitPort,
    @Optional() private readonly brands?: BrandPort,
  ) {}

  async open(token: string, ip: string | undefined): Promise<PublicSiteAuditReport> {
    const link = await this.liveLink(token, ip);
    const workspaceId = link.workspace.id;
    const [{ report, pages }, brand] = await Promise.all([this.reports.report({ workspaceId }, link.run.id), this.brandOf(workspaceId)]);
    const shown: HostBrand | null = brand && { ...brand, logoUrl: brand.logoUrl ? publicLogoUrl(token, brand.logoUrl) : null };
    return toPublicSiteReport(report, pages, { brand: shown, sharedAt: link.createdAt });
  }

  /** The logo of the brand in force for the link's workspace, or null. */
  async logo(token: string, ip: string | undefined): Promise<BrandLogo | null> {
    const link = await this.liveLink(token, ip);
    return (await this.brands?.logoOfWorkspace(link.workspace.id)) ?? null;
  }

  private async liveLink(token: string, ip: string | undefined): Promise<SiteAuditShareLink> {
    const decision = await this.rateLimits.consume(`site-audit:share-opens:${clientAddressKey(ip)}`, SHARE_OPENS_PER_ADDRESS);
    if (!decision.allowed) throw shareErrors.tooManyOpens(decision);
    // A capability link: the token finds its link whatever the visitor's workspace, or without one.
    const link = await this.em.fork().findOne(SiteAuditShareLinkSchema, { token, revokedAt: null }, acrossWorkspaces);
    if (!link) throw shareErrors.reportNotFound();
    return link;
  }

  private async brandOf(workspaceId: string): Promise<HostBrand | null> {
    return (await this.brands?.brandOfWorkspace(workspaceId)) ?? null;
  }
}

/**
 * The logo under the link's own address, keeping the brand's version parameter so a replaced logo
 * is fetched again; the visitor learns no workspace id (the brand's own logo address names one).
 */
function publicLogoUrl(token: string, brandLogoUrl: string): string {
  const version = brandLogoUrl.includes('?') ? brandLogoUrl.slice(brandLogoUrl.indexOf('?')) : '';
  return `/api/public/site-audits/${token}/logo${version}`;
}
