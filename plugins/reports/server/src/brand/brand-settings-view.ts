import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandSettings } from '@otimiza/plugin-reports-shared';
import type { BrandSettingsEntity } from '../data/brand-settings.entity.js';

export const defaultBrandSettings: BrandSettings = {
  brandName: '',
  companyName: '',
  logoUrl: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  contactEmail: '',
  websiteUrl: '',
  description: '',
  hideProductBrand: false,
  updatedAt: null,
};

/** What the API and the reports show of a workspace's saved brand; the defaults when nothing is saved. */
export function toBrandSettings(saved: BrandSettingsEntity | null): BrandSettings {
  if (!saved) return { ...defaultBrandSettings };
  return {
    brandName: saved.brandName,
    companyName: saved.companyName,
    // The version parameter makes browsers fetch a replaced logo instead of a cached one.
    logoUrl: saved.logoType ? `/api/brand-settings/logo?v=${saved.updatedAt.getTime()}` : null,
    primaryColor: saved.primaryColor,
    secondaryColor: saved.secondaryColor,
    contactEmail: saved.contactEmail,
    websiteUrl: saved.websiteUrl,
    description: saved.description,
    hideProductBrand: saved.hideProductBrand,
    updatedAt: saved.updatedAt.toISOString(),
  };
}
