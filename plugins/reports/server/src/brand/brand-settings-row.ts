import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandSettings } from '@otimiza/plugin-reports-shared';

export type LogoType = 'image/png' | 'image/jpeg';

/** A reports_brand_settings row without the logo bytes. */
export interface BrandSettingsRow {
  company_name: string;
  primary_color: string;
  secondary_color: string;
  custom_domain: string;
  contact_email: string;
  website_url: string;
  description: string;
  logo_type: LogoType | null;
  updated_at: string | Date;
}

export const brandSettingsColumns =
  'company_name, primary_color, secondary_color, custom_domain, contact_email, website_url, description, logo_type, updated_at';

export const defaultBrandSettings: BrandSettings = {
  companyName: '',
  logoUrl: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  customDomain: '',
  customDomainStatus: 'none',
  contactEmail: '',
  websiteUrl: '',
  description: '',
  updatedAt: null,
};

export function toBrandSettings(row: BrandSettingsRow | undefined): BrandSettings {
  if (!row) return { ...defaultBrandSettings };
  const updatedAt = new Date(row.updated_at).toISOString();
  return {
    companyName: row.company_name,
    // The version parameter makes browsers fetch a replaced logo instead of a cached one.
    logoUrl: row.logo_type ? `/api/brand-settings/logo?v=${new Date(row.updated_at).getTime()}` : null,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    customDomain: row.custom_domain,
    customDomainStatus: row.custom_domain ? 'dns-pending' : 'none',
    contactEmail: row.contact_email,
    websiteUrl: row.website_url,
    description: row.description,
    updatedAt,
  };
}
