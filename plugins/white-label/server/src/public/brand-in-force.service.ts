import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BrandPort, EntitlementsPort, WorkspaceSchema, acrossWorkspaces, forWorkspace, type BrandLogo } from '@otimiza/sdk/server';
import { whiteLabelManifest } from '@otimiza/plugin-white-label-shared';
import type { HostBrand } from '@otimiza/sdk/shared';
import { WorkspaceBrandsPort } from '@otimiza/plugin-reports-contract';
import { logoPath } from '../brand/brand-view.js';
import { canonicalHost } from '../domain/canonical-host.js';
import { PlatformHost } from '../domain/platform-host.js';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';

/** Where the logo of a brand in force is served, to visitors too (share pages, a branded host's login). */
export const publicLogoPath = (ownerId: string, brand: { updatedAt: Date | null }) => logoPath(`/api/public/white-label/brands/${ownerId}/logo`, brand);

/**
 * The brand in force (BrandPort). A brand belongs to a workspace (its owner): the workspace's one brand, stored by the
 * reports plugin (WorkspaceBrandsPort). It is in force while the owner uses white-label (its plan includes it, the
 * plugin is not switched off) and has given the brand a name. It applies to the owner, to the client workspaces the
 * owner manages, and to requests whose host is the owner's domain while it is proved the owner's and its DNS points
 * here (active).
 */
@Injectable()
export class BrandInForceService implements BrandPort {
  constructor(
    private readonly em: EntityManager,
    private readonly brands: WorkspaceBrandsPort,
    private readonly entitlements: EntitlementsPort,
    private readonly platform: PlatformHost,
  ) {}

  async brandForHost(host: string): Promise<HostBrand | null> {
    const ownerId = await this.ownerOfHost(host);
    return ownerId ? this.brandOfOwner(ownerId) : null;
  }

  async brandOfWorkspace(workspaceId: string): Promise<HostBrand | null> {
    return this.brandOfOwner(await this.ownerOfWorkspace(workspaceId));
  }

  async logoOfWorkspace(workspaceId: string): Promise<BrandLogo | null> {
    return this.logoOfOwner(await this.ownerOfWorkspace(workspaceId));
  }

  async domainOfWorkspace(workspaceId: string): Promise<string | null> {
    const ownerId = await this.ownerOfWorkspace(workspaceId);
    if (!(await this.inForce(ownerId))) return null;
    const domain = await forWorkspace(this.em, ownerId).findOne(
      WhiteLabelDomainSchema,
      { workspace: ownerId, status: 'active', verifiedAt: { $ne: null } },
      { fields: ['host'] },
    );
    return domain?.host ?? null;
  }

  async domainStateOfWorkspace(workspaceId: string): Promise<{ host: string; active: boolean } | null> {
    const ownerId = await this.ownerOfWorkspace(workspaceId);
    if (!(await this.inForce(ownerId))) return null;
    const domain = await forWorkspace(this.em, ownerId).findOne(WhiteLabelDomainSchema, { workspace: ownerId }, { fields: ['host', 'status', 'verifiedAt'] });
    return domain ? { host: domain.host, active: domain.status === 'active' && domain.verifiedAt != null } : null;
  }

  /**
   * `host` is a white-label address this instance serves now: an active domain (proved by its TXT
   * record, its DNS pointing here) of a workspace that uses white-label (its plan includes it, the
   * plugin is not switched off). Never a host of the platform's own domain.
   */
  async servesHost(host: string): Promise<boolean> {
    const ownerId = await this.ownerOfHost(host);
    return ownerId !== null && (await this.inForce(ownerId));
  }

  /** The logo of the brand `ownerId` owns, while it is in force. */
  async logoOfOwner(ownerId: string): Promise<BrandLogo | null> {
    return (await this.brandOfOwner(ownerId)) ? this.brands.logoOf(ownerId) : null;
  }

  private async brandOfOwner(ownerId: string): Promise<HostBrand | null> {
    const brand = (await this.inForce(ownerId)) ? await this.brands.brandOf(ownerId) : null;
    if (!brand?.brandName) return null;
    return {
      name: brand.brandName,
      companyName: brand.companyName,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      logoUrl: brand.hasLogo ? publicLogoPath(ownerId, brand) : null,
      hideProductBrand: brand.hideProductBrand,
    };
  }

  availableTo(workspaceId: string): Promise<boolean> {
    return this.inForce(workspaceId);
  }

  private inForce(ownerId: string): Promise<boolean> {
    return this.entitlements.pluginInUse(ownerId, whiteLabelManifest.id);
  }

  /** Whose brand a workspace carries: its manager's when it is a client workspace, else its own. */
  private async ownerOfWorkspace(workspaceId: string): Promise<string> {
    // The core's workspace table, not a workspace-owned one: no filter applies.
    const workspace = await this.em.fork().findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['managedBy'] });
    return workspace?.managedBy?.id ?? workspaceId;
  }

  /** The workspace whose domain `host` is, while it is proved theirs and its DNS points here; never for a host of the platform's own domain. */
  private async ownerOfHost(host: string): Promise<string | null> {
    const name = canonicalHost(host);
    if (!name || this.platform.isOwnHost(name)) return null;
    // A visitor has no workspace: the host names it, and only an active domain counts.
    const domain = await this.em
      .fork()
      .findOne(WhiteLabelDomainSchema, { host: name, status: 'active', verifiedAt: { $ne: null } }, { ...acrossWorkspaces, fields: ['workspace'] });
    return domain?.workspace.id ?? null;
  }
}
