import type { WorkspaceBrand } from '@otimiza/plugin-reports-contract';
import type { BrandSettingsView } from '@otimiza/plugin-white-label-shared';

/** A logo's address, versioned by the save that stored it so that a browser never shows an old one. */
export const logoPath = (base: string, brand: { updatedAt: Date | null }) => `${base}?v=${brand.updatedAt?.getTime() ?? 0}`;

/** The white-label fields of a workspace's brand as this API answers them. */
export function toBrandView(brand: WorkspaceBrand): BrandSettingsView {
  return {
    brandName: brand.brandName,
    companyName: brand.companyName,
    primaryColor: brand.primaryColor,
    secondaryColor: brand.secondaryColor,
    hideProductBrand: brand.hideProductBrand,
    logoUrl: brand.hasLogo ? logoPath('/api/white-label/brand/logo', brand) : null,
    updatedAt: brand.updatedAt?.toISOString() ?? null,
  };
}
