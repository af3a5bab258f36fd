import { rgb } from 'pdf-lib';
import {
  PageCursor,
  createPdfDocument,
  dejaVuFonts,
  drawTable,
  pdfTheme,
  setPdfMetadata,
  themedTableStyle,
  type TableCell,
  type TableColumn,
} from '@otimiza/sdk/pdf';
import { healthBand, type HealthReportView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { Customer } from '../data/customer.entity.js';

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

/** The report's PDF (DejaVu Sans, so every accent prints): the summary, then a table with one row per active client. */
export async function healthReportPdf(
  summary: HealthReportView['summary'],
  customers: readonly Customer[],
  days: number,
  language: Language,
  now: Date,
): Promise<Uint8Array> {
  const words = labels[language];
  const { doc, fonts } = await createPdfDocument(await dejaVuFonts());
  setPdfMetadata(doc, { title: words.title, producer: 'Otimiza', language, createdAt: now });
  const theme = pdfTheme();
  const cursor = new PageCursor(doc, { top: 42, right: 40, bottom: 40, left: 40 });
  cursor.paragraph(words.title, { font: fonts.bold, size: 18, color: theme.ink, lineHeight: 1.3 });
  const date = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(now);
  cursor.paragraph(`${words.period(days)} · ${words.generated} ${date}`, { font: fonts.regular, size: 10, color: theme.muted, lineHeight: 1.4 });
  cursor.moveDown(14);

  const figure = (value: number | null) => (value === null ? words.none : String(value));
  const figures: [string, string][] = [
    [words.total, String(summary.totalCustomers)],
    [words.healthy, String(summary.healthyCustomers)],
    [words.atRisk, String(summary.atRiskCustomers)],
    [words.critical, String(summary.criticalCustomers)],
    [words.average, figure(summary.averageHealthScore)],
    [words.nps, figure(summary.npsScore)],
    [words.churned, String(summary.churnedInRange)],
    [words.executions, String(summary.playbookExecutions)],
  ];
  const table = themedTableStyle(fonts, theme, 9.5, { x: 6, y: 4 });
  const summaryColumns: TableColumn[] = [
    { label: '', share: 0.35 },
    { label: '', share: 0.65 },
  ];
  drawTable(
    cursor,
    summaryColumns,
    figures.map(([label, value]) => [{ text: label }, { text: value, bold: true, color: theme.ink }]),
    table,
    { head: false },
  );
  cursor.moveDown(18);

  const shares = [0.4, 0.1, 0.12, 0.14, 0.14, 0.1];
  const columns: TableColumn[] = words.columns.map((label, index) => ({
    label,
    share: shares[index]!,
    ...(index === 1 || index >= 4 ? { align: 'right' as const } : {}),
  }));
  const rows = customers.map((customer): TableCell[] => {
    const score = customer.healthScore ?? null;
    const nps = customer.factors?.satisfaction.nps;
    return [
      { text: customer.name, color: theme.ink },
      score === null ? { text: '-', color: theme.muted } : { text: String(score), bold: true, color: bandColour[healthBand(score)] },
      { text: customer.riskLevel ? words.risk[customer.riskLevel] : '-' },
      { text: words.trend[customer.healthTrend as keyof typeof words.trend] },
      { text: (customer.mrrCents / 100).toFixed(2) },
      { text: nps == null ? '-' : String(nps) },
    ];
  });
  drawTable(cursor, columns, rows, { ...table, size: 9 });
  return doc.save();
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
