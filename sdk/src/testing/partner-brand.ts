import type { HostBrand } from '../shared/api.js';

/**
 * An agency's white-label brand as `BrandPort` answers it, for specs of what a brand signs and colours: its name
 * and company, teal and amber, no logo, the product credited. Spread it to give a logo or hide the product.
 */
export const partnerBrand: HostBrand = {
  name: 'Painel Parceiro',
  companyName: 'Agência Parceira Ltda.',
  primaryColor: '#0F766E',
  secondaryColor: '#B45309',
  logoUrl: null,
  hideProductBrand: false,
};
