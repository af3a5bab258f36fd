import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandSettingsView } from '@otimiza/plugin-white-label-shared';
import type { WhiteLabelBrand } from '../data/white-label-brand.entity.js';

/** A logo's address, versioned by the save that stored it so that a browser never shows an old one. */
export const logoPath = (base: string, brand: Pick<WhiteLabelBrand, 'updatedAt'>) => `${base}?v=${brand.updatedAt.getTime()}`;

/** A workspace's brand as the API answers it; the defaults before any save. */
export function toBrandView(brand: WhiteLabelBrand | null, hasLogo: boolean): BrandSettingsView {
  return {
    brandName: brand?.brandName ?? '',
    companyName: brand?.companyName ?? '',
    primaryColor: brand?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: brand?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    hideProductBrand: brand?.hideProductBrand ?? false,
    logoUrl: brand && hasLogo ? logoPath('/api/white-label/brand/logo', brand) : null,
    updatedAt: brand?.updatedAt.toISOString() ?? null,
  };
}
