import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { decodeLogoDataUrl, forWorkspace, type AuthContext, type BrandLogo } from '@otimiza/sdk/server';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { logoUploadRules } from './brand-messages.js';
import type { BrandSettingsInput } from './brand-settings-request.js';
import { BrandSettingsSchema } from '../data/brand-settings.entity.js';
import { BrandSettingsService } from './brand-settings.service.js';

/** Saves a workspace's brand settings in one statement (an upsert that merges the fields sent): a refused input changes nothing. */
@Injectable()
export class BrandSettingsEditorService {
  constructor(
    private readonly em: EntityManager,
    private readonly brand: BrandSettingsService,
  ) {}

  /** Everything `save` would refuse, without saving (the demo answers like a real save would). */
  validate(input: BrandSettingsInput): { logo: BrandLogo | null | undefined } {
    return { logo: typeof input.logo === 'string' ? decodeLogoDataUrl(input.logo, logoUploadRules) : input.logo };
  }

  async save(auth: AuthContext, input: BrandSettingsInput): Promise<BrandSettings> {
    const { logo } = this.validate(input);
    // A merge: an absent field keeps its saved value (the column's default on a first save).
    const named = {
      companyName: input.companyName,
      primaryColor: input.primaryColor?.toUpperCase(),
      secondaryColor: input.secondaryColor?.toUpperCase(),
      contactEmail: input.contactEmail,
      websiteUrl: input.websiteUrl,
      description: input.description,
      // `undefined` keeps the saved logo; null removes it.
      ...(logo === undefined ? {} : { logo: logo?.bytes ?? null, logoType: logo?.type ?? null }),
    };
    const fields = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)) as Partial<typeof named>;
    await forWorkspace(this.em, auth.workspaceId)
      .createQueryBuilder(BrandSettingsSchema)
      .insert({ workspace: auth.workspaceId, ...fields, createdAt: raw('now()'), updatedAt: raw('now()') })
      .onConflict('workspace')
      // The clock, not the transaction's start: the logo's version in its URL changes with every save.
      .merge({ ...fields, updatedAt: raw('clock_timestamp()') })
      .execute();
    return this.brand.settingsFor(auth.workspaceId);
  }
}
