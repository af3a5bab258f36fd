import { csvField, type Language, type LocalizedText } from '@otimiza/sdk/shared';
import { siteAuditCategories } from '@otimiza/plugin-site-audit-shared';
import { byUrl } from './audited-pages.js';
import { categoryLabels, pageStatusLabels } from './report-labels.js';
import type { ReportPage } from './report-input.js';
import { sitePageViewOf } from './site-page-view.js';

const headings: Record<'url' | 'group' | 'status' | 'failingAudits' | 'error', LocalizedText> = {
  url: { pt: 'URL', en: 'URL' },
  group: { pt: 'Grupo', en: 'Group' },
  status: { pt: 'Situação', en: 'Status' },
  failingAudits: { pt: 'Auditorias com falha', en: 'Failing audits' },
  error: { pt: 'Erro', en: 'Error' },
};

/**
 * The run's pages by address, one row each: address, group, status, the four scores, the failing audits' ids
 * (`image-alt | target-size`) and the error, headed and worded in `language`. CRLF line ends and a UTF-8 byte order
 * mark first, so that Excel reads the accents right.
 */
export function pagesCsv(pages: readonly ReportPage[], language: Language): string {
  const header = [
    headings.url[language],
    headings.group[language],
    headings.status[language],
    ...siteAuditCategories.map((category) => categoryLabels[category][language]),
    headings.failingAudits[language],
    headings.error[language],
  ];
  const rows = [...pages].sort(byUrl).map((page) => {
    const view = sitePageViewOf(page);
    return [
      view.url,
      view.group,
      pageStatusLabels[view.status][language],
      ...siteAuditCategories.map((category) => view.scores?.[category] ?? null),
      view.failingAudits.join(' | '),
      view.error?.[language] ?? null,
    ];
  });
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
