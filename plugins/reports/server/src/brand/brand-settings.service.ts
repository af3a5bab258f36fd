import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { BrandSettingsSchema, type LogoType } from './brand-settings.entity.js';
import { toBrandSettings } from './brand-settings-view.js';

export interface BrandLogo {
  bytes: Buffer;
  type: LogoType;
}

/**
 * A workspace's brand (spec 000 §3) as reports, PDFs and shared pages use it; defaults when nothing
 * is saved. Read for the workspace named, which is not always the caller's: a shared report's
 * visitor and a PDF job see the brand of the report's workspace.
 */
@Injectable()
export class BrandSettingsService {
  constructor(private readonly em: EntityManager) {}

  async settingsFor(workspaceId: string): Promise<BrandSettings> {
    return toBrandSettings(await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }));
  }

  async logoFor(workspaceId: string): Promise<BrandLogo | null> {
    return (await this.brandFor(workspaceId)).logo;
  }

  /** The settings and the logo in one read. */
  async brandFor(workspaceId: string): Promise<{ settings: BrandSettings; logo: BrandLogo | null }> {
    const saved = await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }, { populate: ['logo'] });
    return { settings: toBrandSettings(saved), logo: saved?.logo && saved.logoType ? { bytes: Buffer.from(saved.logo), type: saved.logoType } : null };
  }
}
