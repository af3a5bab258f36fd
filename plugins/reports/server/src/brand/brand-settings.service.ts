import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type BrandLogo } from '@otimiza/sdk/server';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { BrandSettingsSchema } from '../data/brand-settings.entity.js';
import { toBrandSettings } from './brand-settings-view.js';

/**
 * A workspace's saved brand settings; defaults when nothing is saved. Read for the
 * workspace named, which is not always the caller's: a shared report's visitor and a PDF job see
 * the brand of the report's workspace. What a report shows is ReportBrandService's (a white-label
 * brand in force goes over these).
 */
@Injectable()
export class BrandSettingsService {
  constructor(private readonly em: EntityManager) {}

  async settingsFor(workspaceId: string): Promise<BrandSettings> {
    return toBrandSettings(await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }));
  }

  async logoFor(workspaceId: string): Promise<BrandLogo | null> {
    const saved = await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }, { populate: ['logo'] });
    return saved?.logo && saved.logoType ? { bytes: Buffer.from(saved.logo), type: saved.logoType } : null;
  }
}
