import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { HostBrand } from '@otimiza/sdk/shared';
import type { RecurringReportView } from '@otimiza/plugin-reports-shared';
import { productName } from '../pdf/report-pdf.labels.js';

/** A page a run audited, with its previous audit when the report compares. */
export interface AuditedPage {
  analysis: AnalysisRecord;
  previous: AnalysisRecord | null;
}

const labels = {
  pt: {
    performance: 'Performance',
    seo: 'SEO',
    accessibility: 'Acessibilidade',
    bestPractices: 'Boas práticas',
    since: 'desde a análise anterior',
    first: 'primeira análise',
    savings: 'economia estimada',
    credit: 'Com tecnologia',
  },
  en: {
    performance: 'Performance',
    seo: 'SEO',
    accessibility: 'Accessibility',
    bestPractices: 'Best practices',
    since: 'since the previous analysis',
    first: 'first analysis',
    savings: 'estimated savings',
    credit: 'Powered by',
  },
} as const;

const categories = ['performance', 'seo', 'accessibility', 'bestPractices'] as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** What the e-mail says of its report. */
export interface EmailedReport {
  name: string;
  language: 'pt' | 'en';
  settings: RecurringReportView['settings'];
}

export interface RecurringEmail {
  subject: string;
  text: string;
  html: string;
  /** The white-label brand's name, in place of the product's as the sender's. */
  fromName?: string;
}

/**
 * The e-mail of a run: the scores of each page and their change, the PDFs attached, signed by the
 * product or by the white-label brand in force (`whiteLabel`), which may hide the product's name.
 */
export function recurringEmail(report: EmailedReport, pages: AuditedPage[], scheduledFor: Date, whiteLabel: HostBrand | null): RecurringEmail {
  const language = report.language;
  const words = labels[language];
  const signature = [whiteLabel?.name ?? productName, whiteLabel && !whiteLabel.hideProductBrand ? `${words.credit} ${productName}` : '']
    .filter(Boolean)
    .join(' · ');
  const date = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(scheduledFor);
  const lines = pages.map(({ analysis, previous }) => {
    const scores = categories.map((key) => {
      const change = previous ? analysis.scores[key] - previous.scores[key] : null;
      return `${words[key]} ${analysis.scores[key]}${change === null ? '' : ` (${change >= 0 ? '+' : ''}${change})`}`;
    });
    // The detailed format adds the Core Web Vitals and the three largest opportunities.
    const details =
      report.settings.emailFormat === 'detailed'
        ? [
            ['largest-contentful-paint', 'LCP'],
            ['cumulative-layout-shift', 'CLS'],
            ['total-blocking-time', 'TBT'],
          ]
            .filter(([id]) => analysis.metrics[id!]?.display)
            .map(([id, label]) => `${label} ${analysis.metrics[id!]!.display}`)
            .concat(analysis.opportunities.slice(0, 3).map((item) => `${item.title} (${words.savings}: ${(item.savingsMs / 1000).toFixed(1)} s)`))
        : [];
    return { url: analysis.url, scores: scores.join(' · '), note: previous ? words.since : words.first, details };
  });
  const subject = language === 'pt' ? `Relatório "${report.name}" — ${date}` : `Report "${report.name}" — ${date}`;
  const intro =
    language === 'pt'
      ? `Seu relatório recorrente "${report.name}" está pronto. Os PDFs seguem em anexo.`
      : `Your recurring report "${report.name}" is ready. The PDFs are attached.`;
  const text = [
    intro,
    '',
    ...lines.map((line) => [`${line.url}`, `${line.scores} (${line.note})`, ...line.details.map((detail) => `- ${detail}`)].join('\n')),
    '',
    `— ${signature}`,
    '',
  ].join('\n');
  const html = `<p>${escape(intro)}</p>${lines
    .map(
      (line) =>
        `<p><strong>${escape(line.url)}</strong><br>${escape(line.scores)} <em>(${escape(line.note)})</em></p>` +
        (line.details.length ? `<ul>${line.details.map((detail) => `<li>${escape(detail)}</li>`).join('')}</ul>` : ''),
    )
    .join('')}<p>— ${escape(signature)}</p>`;
  return { subject, text, html, ...(whiteLabel ? { fromName: whiteLabel.name } : {}) };
}

/**
 * The e-mail with the NPS question of customer success for one recipient (its own link, one answer
 * each), when that plugin asks it; the e-mail unchanged otherwise.
 */
export function withSurveyLink(email: RecurringEmail, surveyUrl: string | null, language: 'pt' | 'en'): RecurringEmail & { links?: string[] } {
  if (!surveyUrl) return email;
  const question =
    language === 'pt'
      ? 'De 0 a 10, quanto você recomendaria nosso trabalho a um amigo ou colega? Responda com um clique:'
      : 'From 0 to 10, how likely are you to recommend our work to a friend or colleague? Answer in one click:';
  return {
    ...email,
    text: `${email.text}\n${question}\n${surveyUrl}\n`,
    html: `${email.html}<p>${escape(question)} <a href="${escape(surveyUrl)}">${escape(surveyUrl)}</a></p>`,
    links: [surveyUrl],
  };
}
