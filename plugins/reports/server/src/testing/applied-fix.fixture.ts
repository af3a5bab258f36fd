import type { AnalysisRecord } from '@otimiza/sdk/server';

/** A fix an analysis applied, in both languages, for the analyses the reports' specs store. */
export const metaDescriptionFix: AnalysisRecord['appliedFixes'][number] = {
  id: 'meta-description',
  category: 'seo',
  impact: 'high',
  savingsMs: 0,
  titles: { pt: 'Meta description adicionada', en: 'Meta description added' },
  descriptions: { pt: 'Resumo da página para buscadores.', en: 'A page summary for search engines.' },
};
