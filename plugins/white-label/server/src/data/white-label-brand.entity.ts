import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, logoTypes, type LogoType } from '@otimiza/plugin-white-label-shared';
import { WorkspaceSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/** A workspace's white-label brand: one row per workspace, the logo's bytes loaded only when asked for. */
export const WhiteLabelBrandSchema = defineEntity({
  name: 'WhiteLabelBrand',
  tableName: 'white_label_brand',
  filters: workspaceFilter,
  checks: [{ name: 'white_label_brand_logo_check', expression: '(logo is null) = (logo_type is null)' }],
  properties: {
    ...workspaceOwnedProperties(),
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    brandName: p.text().fieldName('brand_name'),
    companyName: p.text().fieldName('company_name').default(''),
    primaryColor: p.text().fieldName('primary_color').default(DEFAULT_PRIMARY_COLOR),
    secondaryColor: p.text().fieldName('secondary_color').default(DEFAULT_SECONDARY_COLOR),
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
export type WhiteLabelBrand = InferEntity<typeof WhiteLabelBrandSchema>;
