import { fillPlaceholders, pdfCommonTexts } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

/** Texts of the PDF's own furniture; the manual's content itself comes from `manualContent`. */
export const manualPdfLabels = {
  tagline: {
    pt: 'Auditorias de sites, HTML corrigido e a prova do ganho',
    en: 'Website audits, fixed HTML and proof of the gain',
  },
  contents: { pt: 'Sumário', en: 'Contents' },
  inThisManual: { pt: 'Neste manual', en: 'In this manual' },
  section: { pt: 'Seção', en: 'Section' },
  tips: { pt: 'Dicas', en: 'Tips' },
  tip: { pt: 'Dica', en: 'Tip' },
  chapter: { pt: 'Capítulo', en: 'Chapter' },
  help: { pt: 'Ajuda', en: 'Help' },
  email: { pt: 'E-mail', en: 'E-mail' },
  chat: { pt: 'Chat', en: 'Chat' },
  faq: { pt: 'Perguntas frequentes', en: 'Frequently asked questions' },
  language: { pt: 'Idioma', en: 'Language' },
  languageName: { pt: 'Português (Brasil)', en: 'English' },
  generatedOn: { pt: 'Gerado em', en: 'Generated on' },
} satisfies Record<string, LocalizedText>;

export function pageLabel(language: Language, page: number, total: number): string {
  return fillPlaceholders(pdfCommonTexts.page[language], { n: page, m: total });
}

export const pdfTimeZone = 'America/Sao_Paulo';

export function formatGenerationDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', { dateStyle: 'long', timeZone: pdfTimeZone }).format(date);
}
