import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, HostBrandPort, acrossWorkspaces } from '@otimiza/sdk/server';
import { WHITE_LABEL_FEATURE } from '@otimiza/plugin-white-label-shared';
import type { HostBrand } from '@otimiza/sdk/shared';
import { logoPath } from '../brand/brand-view.js';
import { BrandService, type BrandLogo } from '../brand/brand.service.js';
import { WhiteLabelDomainSchema } from '../domain/white-label-domain.entity.js';

/** Where a branded host's logo is served, to visitors too. */
export const PUBLIC_LOGO_PATH = '/api/public/white-label/brand/logo';

/**
 * The brand of a request's host (HostBrandPort): the brand of the workspace whose domain is that
 * host — only while its DNS check says it points at this platform (active), its plan includes
 * white-label, and a brand is saved. Anything else is the product's own host.
 */
@Injectable()
export class HostBrandService implements HostBrandPort {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: BrandService,
    private readonly entitlements: EntitlementsPort,
  ) {}

  async brandFor(host: string): Promise<HostBrand | null> {
    const workspaceId = await this.workspaceOf(host);
    const brand = workspaceId ? await this.brands.find(workspaceId) : null;
    if (!brand) return null;
    return {
      name: brand.brandName,
      companyName: brand.companyName,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      logoUrl: brand.logoType ? logoPath(PUBLIC_LOGO_PATH, brand) : null,
      hideProductBrand: brand.hideProductBrand,
    };
  }

  async logoFor(host: string): Promise<BrandLogo | null> {
    const workspaceId = await this.workspaceOf(host);
    return workspaceId ? this.brands.logo(workspaceId) : null;
  }

  /** The workspace that `host` brands, if any. */
  private async workspaceOf(host: string): Promise<string | null> {
    const name = host.trim().toLowerCase().replace(/\.$/, '');
    if (!name) return null;
    // A visitor has no workspace: the host names it, and only an active domain counts.
    const domain = await this.em.fork().findOne(WhiteLabelDomainSchema, { host: name, status: 'active' }, { ...acrossWorkspaces, fields: ['workspace'] });
    if (!domain) return null;
    const features = await this.entitlements.featuresOf(domain.workspace.id);
    return features.has(WHITE_LABEL_FEATURE) ? domain.workspace.id : null;
  }
}
