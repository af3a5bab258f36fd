import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { decodeLogoDataUrl, forWorkspace, type AuthContext, type BrandLogo } from '@otimiza/sdk/server';
import type { BrandSettingsUpdate, BrandSettingsView } from '@otimiza/plugin-white-label-shared';
import { toBrandView } from './brand-view.js';
import { logoUploadRules } from './brand-messages.js';
import { WhiteLabelBrandSchema, type WhiteLabelBrand } from '../data/white-label-brand.entity.js';

/** A workspace's white-label brand: read for the workspace named (the caller's, or a branded host's), saved in one statement. */
@Injectable()
export class BrandService {
  constructor(private readonly em: EntityManager) {}

  /** The saved brand, or null before the first save. */
  find(workspaceId: string): Promise<WhiteLabelBrand | null> {
    return forWorkspace(this.em, workspaceId).findOne(WhiteLabelBrandSchema, { workspace: workspaceId });
  }

  async view(workspaceId: string): Promise<BrandSettingsView> {
    const brand = await this.find(workspaceId);
    return toBrandView(brand, brand?.logoType != null);
  }

  /** Saves the brand (an upsert): the logo is checked before anything is written, so a refused input changes nothing. */
  async save(auth: AuthContext, input: BrandSettingsUpdate): Promise<BrandSettingsView> {
    const logo = typeof input.logo === 'string' ? decodeLogoDataUrl(input.logo, logoUploadRules) : input.logo;
    const fields = {
      brandName: input.brandName,
      companyName: input.companyName,
      primaryColor: input.primaryColor,
      secondaryColor: input.secondaryColor,
      hideProductBrand: input.hideProductBrand,
      // `undefined` keeps the saved logo; null removes it.
      ...(logo === undefined ? {} : { logo: logo?.bytes ?? null, logoType: logo?.type ?? null }),
    };
    await forWorkspace(this.em, auth.workspaceId)
      .createQueryBuilder(WhiteLabelBrandSchema)
      .insert({ workspace: auth.workspaceId, ...fields, createdAt: raw('now()'), updatedAt: raw('clock_timestamp()') })
      .onConflict('workspace')
      // The clock, not the transaction's start: the logo's version in its address changes with every save.
      .merge({ ...fields, updatedAt: raw('clock_timestamp()') })
      .execute();
    return this.view(auth.workspaceId);
  }

  async logo(workspaceId: string): Promise<BrandLogo | null> {
    const saved = await forWorkspace(this.em, workspaceId).findOne(WhiteLabelBrandSchema, { workspace: workspaceId }, { populate: ['logo'] });
    return saved?.logo && saved.logoType ? { bytes: Buffer.from(saved.logo), type: saved.logoType } : null;
  }
}
