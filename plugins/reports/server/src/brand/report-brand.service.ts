import { Injectable, Optional } from '@nestjs/common';
import { BrandPort, type BrandLogo } from '@otimiza/sdk/server';
import type { HostBrand } from '@otimiza/sdk/shared';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import { defaultBrandSettings } from './brand-settings-view.js';
import { BrandSettingsService } from './brand-settings.service.js';

/** The brand a report of a workspace is shown in. */
export interface ReportBrand {
  /** The look and the contact: the saved settings, under the white-label brand's name, colours and logo when one is in force. */
  settings: BrandSettings;
  /** The white-label brand in force for the workspace (its own, or its reseller's), or null. */
  whiteLabel: HostBrand | null;
}

/** The saved settings under a white-label brand: its name, colours and logo win; the contact stays the workspace's. */
export function underWhiteLabel(settings: BrandSettings, whiteLabel: HostBrand): BrandSettings {
  return {
    ...settings,
    companyName: whiteLabel.name,
    primaryColor: whiteLabel.primaryColor,
    secondaryColor: whiteLabel.secondaryColor,
    logoUrl: whiteLabel.logoUrl,
  };
}

/**
 * What PDFs, share pages and e-mails of a workspace are branded with: the reports' own brand
 * settings, with the white-label brand in force over them (BrandPort, when white-label is mounted).
 */
@Injectable()
export class ReportBrandService {
  constructor(
    private readonly saved: BrandSettingsService,
    // Absent when the white-label plugin is not mounted.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  async whiteLabelOf(workspaceId: string): Promise<HostBrand | null> {
    return (await this.brands?.brandOfWorkspace(workspaceId)) ?? null;
  }

  /** `custom: false` leaves the saved settings out: the product's neutral look, or the white-label brand on it. */
  async brandOf(workspaceId: string, { custom = true }: { custom?: boolean } = {}): Promise<ReportBrand> {
    const [settings, whiteLabel] = await Promise.all([
      custom ? this.saved.settingsFor(workspaceId) : { ...defaultBrandSettings },
      this.whiteLabelOf(workspaceId),
    ]);
    return { settings: whiteLabel ? underWhiteLabel(settings, whiteLabel) : settings, whiteLabel };
  }

  /** The logo `brand` (see brandOf) shows: the white-label brand's when it is in force, else the saved one. */
  async logoOf(workspaceId: string, brand: ReportBrand): Promise<BrandLogo | null> {
    if (!brand.settings.logoUrl) return null;
    return brand.whiteLabel ? ((await this.brands?.logoOfWorkspace(workspaceId)) ?? null) : this.saved.logoFor(workspaceId);
  }
}
