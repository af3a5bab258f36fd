import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { decodeLogoDataUrl, forWorkspace, type AuthContext, type BrandLogo } from '@otimiza/sdk/server';
import type { WorkspaceBrand, WorkspaceBrandsPort, WorkspaceBrandUpdate } from '@otimiza/plugin-reports-contract';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { logoUploadRules } from './brand-messages.js';
import { BrandSettingsSchema } from '../data/brand-settings.entity.js';
import { toBrandSettings } from './brand-settings-view.js';

/**
 * A workspace's one brand (WorkspaceBrandsPort): read and saved here for /brand-settings, the reports and white-label.
 * Read for the workspace named, which is not always the caller's: a shared report's visitor and a PDF job see the brand
 * of the report's workspace. What a report shows is ReportBrandService's (a white-label brand in force goes over these).
 */
@Injectable()
export class BrandSettingsService implements WorkspaceBrandsPort {
  constructor(private readonly em: EntityManager) {}

  async settingsFor(workspaceId: string): Promise<BrandSettings> {
    return toBrandSettings(await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }));
  }

  async brandOf(workspaceId: string): Promise<WorkspaceBrand> {
    const settings = await this.settingsFor(workspaceId);
    return { ...settings, hasLogo: settings.logoUrl !== null, updatedAt: settings.updatedAt === null ? null : new Date(settings.updatedAt) };
  }

  async logoFor(workspaceId: string): Promise<BrandLogo | null> {
    const saved = await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }, { populate: ['logo'] });
    return saved?.logo && saved.logoType ? { bytes: Buffer.from(saved.logo), type: saved.logoType } : null;
  }

  logoOf(workspaceId: string): Promise<BrandLogo | null> {
    return this.logoFor(workspaceId);
  }

  /** Everything `save` would refuse, without saving (the demo answers like a real save would). */
  validate(update: WorkspaceBrandUpdate): { logo: BrandLogo | null | undefined } {
    return { logo: typeof update.logo === 'string' ? decodeLogoDataUrl(update.logo, logoUploadRules) : update.logo };
  }

  /** Saves in one statement (an upsert that merges the fields sent): a refused input changes nothing. */
  async save(
    auth: AuthContext,
    update: WorkspaceBrandUpdate & Partial<Pick<BrandSettings, 'contactEmail' | 'websiteUrl' | 'description'>>,
  ): Promise<WorkspaceBrand> {
    const { logo } = this.validate(update);
    // A merge: an absent field keeps its saved value (the column's default on a first save).
    const named = {
      brandName: update.brandName,
      companyName: update.companyName,
      primaryColor: update.primaryColor?.toUpperCase(),
      secondaryColor: update.secondaryColor?.toUpperCase(),
      hideProductBrand: update.hideProductBrand,
      contactEmail: update.contactEmail,
      websiteUrl: update.websiteUrl,
      description: update.description,
      // `undefined` keeps the saved logo; null removes it.
      ...(logo === undefined ? {} : { logo: logo?.bytes ?? null, logoType: logo?.type ?? null }),
    };
    const fields = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)) as Partial<typeof named>;
    await forWorkspace(this.em, auth.workspaceId)
      .createQueryBuilder(BrandSettingsSchema)
      .insert({ workspace: auth.workspaceId, ...fields, createdAt: raw('now()'), updatedAt: raw('clock_timestamp()') })
      .onConflict('workspace')
      // The clock, not the transaction's start: the logo's version in its URL changes with every save.
      .merge({ ...fields, updatedAt: raw('clock_timestamp()') })
      .execute();
    return this.brandOf(auth.workspaceId);
  }
}
