import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WorkspaceSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

export const logoTypes = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof logoTypes)[number];

/**
 * A workspace's one brand, for the reports (PDFs, share pages, e-mails) and for white-label (its Enterprise-only fields):
 * one row per workspace, the logo's bytes loaded only when asked for.
 */
export const BrandSettingsSchema = defineEntity({
  name: 'ReportsBrandSettings',
  tableName: 'reports_brand_settings',
  filters: workspaceFilter,
  checks: [{ name: 'reports_brand_settings_check', expression: '(logo is null) = (logo_type is null)' }],
  properties: {
    ...workspaceOwnedProperties(),
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    brandName: p.text().fieldName('brand_name').default(''),
    companyName: p.text().fieldName('company_name').default(''),
    primaryColor: p.text().fieldName('primary_color').default('#3B82F6'),
    secondaryColor: p.text().fieldName('secondary_color').default('#1E40AF'),
    contactEmail: p.text().fieldName('contact_email').default(''),
    websiteUrl: p.text().fieldName('website_url').default(''),
    description: p.text().default(''),
    hideProductBrand: p.boolean().fieldName('hide_product_brand').default(false),
    logo: p.blob().nullable().lazy(),
    logoType: p
      .text()
      .$type<LogoType>()
      .fieldName('logo_type')
      .nullable()
      .check(`logo_type in (${logoTypes.map((type) => `'${type}'`).join(',')})`),
  },
});
export type BrandSettingsEntity = InferEntity<typeof BrandSettingsSchema>;
