/** The brand an agency on Pro saves in the brand settings' specs: every field of the form filled in. */
export const agencyBrand = {
  companyName: 'Agência Pão & Código',
  primaryColor: '#0F766E',
  secondaryColor: '#134E4A',
  contactEmail: 'contato@paoecodigo.com.br',
  websiteUrl: 'https://www.paoecodigo.com.br',
  description: 'Marketing digital para pequenos negócios.',
};
