import { Injectable, Optional } from '@nestjs/common';
import { ApiError, BrandPort } from '@otimiza/sdk/server';
import type { BrandSettingsPage, BrandSettingsUpdate } from '@otimiza/plugin-reports-shared';
import { brandMessages } from './brand-messages.js';
import { BrandSettingsService } from './brand-settings.service.js';

/**
 * What /brand-settings shows beside the saved brand: whether its Enterprise-only fields apply, the white-label domain and
 * the white-label brand in force (BrandPort; unavailable and null when the white-label plugin is not mounted).
 */
@Injectable()
export class BrandSettingsPageService {
  constructor(
    private readonly saved: BrandSettingsService,
    // Absent when the white-label plugin is not mounted.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  async pageOf(workspaceId: string): Promise<BrandSettingsPage> {
    const [own, whiteLabelAvailable, domain, whiteLabel] = await Promise.all([
      this.saved.settingsFor(workspaceId),
      this.whiteLabelAvailable(workspaceId),
      this.brands?.domainStateOfWorkspace(workspaceId) ?? null,
      this.brands?.brandOfWorkspace(workspaceId) ?? null,
    ]);
    return {
      ...own,
      whiteLabelAvailable,
      customDomain: domain ? { host: domain.host, status: domain.active ? 'active' : 'dns-pending' } : null,
      whiteLabelBrand: whiteLabel ? { name: whiteLabel.name } : null,
    };
  }

  /** The brand's name and the product brand switch are white-label's (Enterprise): refused, before anything is written, elsewhere. */
  async checkEnterpriseFields(workspaceId: string, update: BrandSettingsUpdate): Promise<void> {
    if (update.brandName === undefined && update.hideProductBrand === undefined) return;
    if (!(await this.whiteLabelAvailable(workspaceId))) throw new ApiError('SUBSCRIPTION_REQUIRED', 402, brandMessages.enterpriseOnly);
  }

  private async whiteLabelAvailable(workspaceId: string): Promise<boolean> {
    return (await this.brands?.availableTo(workspaceId)) ?? false;
  }
}
