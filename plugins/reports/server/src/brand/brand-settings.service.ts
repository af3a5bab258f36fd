import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { brandSettingsColumns, toBrandSettings, type BrandSettingsRow, type LogoType } from './brand-settings-row.js';

export interface BrandLogo {
  bytes: Buffer;
  type: LogoType;
}

/** A workspace's brand (spec 000 §3) as reports, PDFs and shared pages use it; defaults when nothing is saved. */
@Injectable()
export class BrandSettingsService {
  constructor(private readonly em: EntityManager) {}

  async settingsFor(workspaceId: string): Promise<BrandSettings> {
    const [row] = await this.em
      .getConnection()
      .execute<BrandSettingsRow[]>(`select ${brandSettingsColumns} from reports_brand_settings where workspace_id = ?`, [workspaceId]);
    return toBrandSettings(row);
  }

  async logoFor(workspaceId: string): Promise<BrandLogo | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ logo: Buffer | null; logo_type: LogoType | null }[]>(
        'select logo, logo_type from reports_brand_settings where workspace_id = ?',
        [workspaceId],
      );
    return row?.logo && row.logo_type ? { bytes: Buffer.from(row.logo), type: row.logo_type } : null;
  }

  async brandFor(workspaceId: string): Promise<{ settings: BrandSettings; logo: BrandLogo | null }> {
    const [settings, logo] = await Promise.all([this.settingsFor(workspaceId), this.logoFor(workspaceId)]);
    return { settings, logo };
  }
}
