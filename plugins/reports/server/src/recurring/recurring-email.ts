import type { RecurringReportRow } from './recurring-row.js';
import type { AuditedPage } from './recurring-run.processor.js';

const labels = {
  pt: { performance: 'Performance', seo: 'SEO', accessibility: 'Acessibilidade', bestPractices: 'Boas práticas', since: 'desde a análise anterior', first: 'primeira análise' },
  en: { performance: 'Performance', seo: 'SEO', accessibility: 'Accessibility', bestPractices: 'Best practices', since: 'since the previous analysis', first: 'first analysis' },
} as const;

const categories = ['performance', 'seo', 'accessibility', 'bestPractices'] as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The e-mail of a run: the scores of each page and their change, the PDFs attached. */
export function recurringEmail(report: RecurringReportRow, pages: AuditedPage[], scheduledFor: Date): { subject: string; text: string; html: string } {
  const language = report.language;
  const words = labels[language];
  const date = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(scheduledFor);
  const lines = pages.map(({ analysis, previous }) => {
    const scores = categories.map((key) => {
      const change = previous ? analysis.scores[key] - previous.scores[key] : null;
      return `${words[key]} ${analysis.scores[key]}${change === null ? '' : ` (${change >= 0 ? '+' : ''}${change})`}`;
    });
    return { url: analysis.url, scores: scores.join(' · '), note: previous ? words.since : words.first };
  });
  const subject = language === 'pt' ? `Relatório "${report.name}" — ${date}` : `Report "${report.name}" — ${date}`;
  const intro = language === 'pt' ? `Seu relatório recorrente "${report.name}" está pronto. Os PDFs seguem em anexo.` : `Your recurring report "${report.name}" is ready. The PDFs are attached.`;
  const text = [intro, '', ...lines.map((line) => `${line.url}\n${line.scores} (${line.note})`), ''].join('\n');
  const html = `<p>${escape(intro)}</p>${lines.map((line) => `<p><strong>${escape(line.url)}</strong><br>${escape(line.scores)} <em>(${escape(line.note)})</em></p>`).join('')}`;
  return { subject, text, html };
}
