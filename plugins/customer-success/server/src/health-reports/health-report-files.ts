import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { healthBand, type HealthReportView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { Customer } from '../data/customer.entity.js';

/** The characters outside WinAnsi (the standard fonts' encoding) a text may hold, as close as it gets. */
const replacements: Record<string, string> = {
  '→': '->',
  '—': '-',
  '–': '-',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '…': '...',
  '≥': '>=',
  '≤': '<=',
  '−': '-',
};
export const winAnsi = (text: string) => text.replace(/[→—–“”‘’…≥≤−]/g, (char) => replacements[char]!).replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');

const labels = {
  pt: {
    title: 'Relatório de saúde dos clientes',
    period: (days: number) => `Últimos ${days} dias`,
    generated: 'Gerado em',
    total: 'Clientes ativos',
    healthy: 'Saudáveis (80+)',
    atRisk: 'Em risco',
    critical: 'Críticos',
    average: 'Saúde média',
    nps: 'NPS do período',
    churned: 'Saíram no período',
    executions: 'Playbooks executados',
    none: 'sem dados',
    columns: ['Cliente', 'Saúde', 'Risco', 'Tendência', 'MRR (R$)', 'NPS'],
    risk: { low: 'baixo', medium: 'médio', high: 'alto', critical: 'crítico' },
    trend: { improving: 'melhorando', declining: 'piorando', stable: 'estável', critical: 'crítica' },
  },
  en: {
    title: 'Customer health report',
    period: (days: number) => `Last ${days} days`,
    generated: 'Generated on',
    total: 'Active customers',
    healthy: 'Healthy (80+)',
    atRisk: 'At risk',
    critical: 'Critical',
    average: 'Average health',
    nps: 'NPS of the period',
    churned: 'Left in the period',
    executions: 'Playbooks run',
    none: 'no data',
    columns: ['Customer', 'Health', 'Risk', 'Trend', 'MRR (R$)', 'NPS'],
    risk: { low: 'low', medium: 'medium', high: 'high', critical: 'critical' },
    trend: { improving: 'improving', declining: 'declining', stable: 'stable', critical: 'critical' },
  },
} as const;

const bandColour = { green: rgb(0.13, 0.55, 0.13), yellow: rgb(0.8, 0.65, 0), orange: rgb(0.9, 0.45, 0), red: rgb(0.8, 0.1, 0.1) };

/** The report's PDF: the summary, then one line per active client. */
export async function healthReportPdf(
  summary: HealthReportView['summary'],
  customers: readonly Customer[],
  days: number,
  language: Language,
  now: Date,
): Promise<Uint8Array> {
  const words = labels[language];
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const text = (target: PDFPage, value: string, x: number, at: number, size = 10, face: PDFFont = font, color = rgb(0.1, 0.1, 0.1)) =>
    target.drawText(winAnsi(value), { x, y: at, size, font: face, color });
  text(page, words.title, 40, y, 18, bold);
  y -= 22;
  const date = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(now);
  text(page, `${words.period(days)} · ${words.generated} ${date}`, 40, y, 10, font, rgb(0.35, 0.35, 0.35));
  y -= 30;
  const figure = (value: number | null) => (value === null ? words.none : String(value));
  const lines: [string, string][] = [
    [words.total, String(summary.totalCustomers)],
    [words.healthy, String(summary.healthyCustomers)],
    [words.atRisk, String(summary.atRiskCustomers)],
    [words.critical, String(summary.criticalCustomers)],
    [words.average, figure(summary.averageHealthScore)],
    [words.nps, figure(summary.npsScore)],
    [words.churned, String(summary.churnedInRange)],
    [words.executions, String(summary.playbookExecutions)],
  ];
  for (const [label, value] of lines) {
    text(page, label, 40, y);
    text(page, value, 220, y, 10, bold);
    y -= 16;
  }
  y -= 16;
  const columns = [40, 250, 300, 370, 450, 520];
  const header = () => {
    words.columns.forEach((column, index) => text(page, column, columns[index]!, y, 9, bold));
    y -= 14;
  };
  header();
  for (const customer of customers) {
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 800;
      header();
    }
    const score = customer.healthScore ?? null;
    text(page, customer.name.slice(0, 40), columns[0]!, y, 9);
    text(page, score === null ? '-' : String(score), columns[1]!, y, 9, bold, score === null ? rgb(0.4, 0.4, 0.4) : bandColour[healthBand(score)]);
    text(page, customer.riskLevel ? words.risk[customer.riskLevel] : '-', columns[2]!, y, 9);
    text(page, words.trend[customer.healthTrend as keyof typeof words.trend], columns[3]!, y, 9);
    text(page, (customer.mrrCents / 100).toFixed(2), columns[4]!, y, 9);
    text(page, customer.factors?.satisfaction.nps == null ? '-' : String(customer.factors.satisfaction.nps), columns[5]!, y, 9);
    y -= 13;
  }
  return pdf.save();
}

/** A CSV cell: quoted, and a leading = + - @ made text so a spreadsheet does not run it. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function healthReportCsv(customers: readonly Customer[]): string {
  const header = [
    'customer',
    'email',
    'kind',
    'plan',
    'status',
    'health_score',
    'risk_level',
    'health_trend',
    'churn_probability',
    'mrr_brl',
    'engagement',
    'value',
    'satisfaction',
    'product',
    'nps',
    'last_activity',
  ];
  const rows = customers.map((customer) =>
    [
      customer.name,
      customer.email,
      customer.kind,
      customer.plan,
      customer.status,
      customer.healthScore ?? null,
      customer.riskLevel ?? null,
      customer.healthTrend,
      customer.churnProbability == null ? null : Math.round(customer.churnProbability * 1000) / 1000,
      (customer.mrrCents / 100).toFixed(2),
      customer.factors?.engagement.score ?? null,
      customer.factors?.value.score ?? null,
      customer.factors?.satisfaction.score ?? null,
      customer.factors?.product.score ?? null,
      customer.factors?.satisfaction.nps ?? null,
      customer.lastActivityAt?.toISOString() ?? null,
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
