import type { PenaltyView } from '@otimiza/plugin-audit-shared';

/** The administrative sanctions the ANPD may apply (Lei 13.709/2018, art. 52), as the law words them. */
export const lgpdPenalties: PenaltyView[] = [
  {
    type: { pt: 'Advertência, com prazo para adoção de medidas corretivas', en: 'Warning, with a deadline for corrective measures' },
    severity: 'low',
    source: 'Lei 13.709/2018 (LGPD), art. 52, I',
  },
  {
    type: {
      pt: 'Multa simples de até 2% do faturamento da pessoa jurídica no Brasil no último exercício, limitada a R$ 50.000.000,00 por infração',
      en: 'Fine of up to 2% of the company’s revenue in Brazil in its last financial year, capped at R$ 50,000,000.00 per infraction',
    },
    severity: 'critical',
    source: 'Lei 13.709/2018 (LGPD), art. 52, II',
  },
  {
    type: { pt: 'Multa diária, observado o limite total do inciso II', en: 'Daily fine, within the total cap of item II' },
    severity: 'high',
    source: 'Lei 13.709/2018 (LGPD), art. 52, III',
  },
  {
    type: {
      pt: 'Publicização da infração após apurada e confirmada a sua ocorrência',
      en: 'Publication of the infraction once it is investigated and confirmed',
    },
    severity: 'medium',
    source: 'Lei 13.709/2018 (LGPD), art. 52, IV',
  },
  {
    type: {
      pt: 'Bloqueio dos dados pessoais a que se refere a infração até a sua regularização',
      en: 'Blocking of the personal data concerned until it is regularised',
    },
    severity: 'high',
    source: 'Lei 13.709/2018 (LGPD), art. 52, V',
  },
  {
    type: { pt: 'Eliminação dos dados pessoais a que se refere a infração', en: 'Deletion of the personal data concerned' },
    severity: 'high',
    source: 'Lei 13.709/2018 (LGPD), art. 52, VI',
  },
  {
    type: {
      pt: 'Suspensão parcial do funcionamento do banco de dados por até 6 meses, prorrogável por igual período',
      en: 'Partial suspension of the database’s operation for up to 6 months, extendable once',
    },
    severity: 'critical',
    source: 'Lei 13.709/2018 (LGPD), art. 52, X',
  },
  {
    type: {
      pt: 'Proibição parcial ou total do exercício de atividades relacionadas a tratamento de dados',
      en: 'Partial or total ban on data processing activities',
    },
    severity: 'critical',
    source: 'Lei 13.709/2018 (LGPD), art. 52, XII',
  },
];
