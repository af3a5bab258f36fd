import type { PenaltyView } from '@otimiza/plugin-audit-shared';

/** What Brazilian law attaches to an inaccessible site. */
export const accessibilityPenalties: PenaltyView[] = [
  {
    type: {
      pt: 'Descumprimento da obrigação de manter sítio acessível (empresas com sede ou representação no Brasil e órgãos públicos)',
      en: 'Breach of the duty to keep an accessible website (companies based or represented in Brazil and public bodies)',
    },
    severity: 'high',
    source: 'Lei 13.146/2015 (Lei Brasileira de Inclusão), art. 63',
  },
  {
    type: {
      pt: 'Ação civil pública por dano a interesses difusos e coletivos das pessoas com deficiência, com condenação em dinheiro ou obrigação de fazer',
      en: 'Public civil action for harm to the collective interests of people with disabilities, with damages or a court order to comply',
    },
    severity: 'high',
    source: 'Lei 7.347/1985 (Lei da Ação Civil Pública); Lei 7.853/1989, art. 3º',
  },
  {
    type: {
      pt: 'Portais da administração pública: acessibilidade obrigatória segundo o eMAG',
      en: 'Public administration portals: accessibility mandatory under eMAG',
    },
    severity: 'medium',
    source: 'Decreto 5.296/2004, art. 47; Portaria SLTI/MP nº 3/2007',
  },
];
