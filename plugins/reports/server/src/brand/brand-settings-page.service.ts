import { Injectable, Optional } from '@nestjs/common';
import { BrandPort } from '@otimiza/sdk/server';
import type { BrandSettings, BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { BrandSettingsService } from './brand-settings.service.js';

/**
 * What /brand-settings shows beside the saved settings: the white-label domain and the white-label brand in force
 * (BrandPort; both null when the white-label plugin is not mounted). They are white-label's, shown here, edited there.
 */
@Injectable()
export class BrandSettingsPageService {
  constructor(
    private readonly saved: BrandSettingsService,
    // Absent when the white-label plugin is not mounted.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  async pageOf(workspaceId: string, settings?: BrandSettings): Promise<BrandSettingsPage> {
    const [own, domain, whiteLabel] = await Promise.all([
      settings ?? this.saved.settingsFor(workspaceId),
      this.brands?.domainStateOfWorkspace(workspaceId) ?? null,
      this.brands?.brandOfWorkspace(workspaceId) ?? null,
    ]);
    return {
      ...own,
      customDomain: domain ? { host: domain.host, status: domain.active ? 'active' : 'dns-pending' } : null,
      whiteLabelBrand: whiteLabel ? { name: whiteLabel.name } : null,
    };
  }
}
