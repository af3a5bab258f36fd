import { createPdfDocument, hexColor, PageCursor, setPdfMetadata, type DejaVuFonts, type TextStyle } from '@otimiza/sdk/pdf';
import { rgb, type PDFFont } from 'pdf-lib';
import type { MetricView } from '@otimiza/plugin-bi-shared';
import { forecastPeriod, formatDay, formatValue, periodCount, signed, type ReportContent } from './report-content.js';

const margins = { top: 56, right: 48, bottom: 56, left: 48 };
const colours = { title: hexColor('#111827'), body: hexColor('#374151'), muted: hexColor('#6b7280'), rule: hexColor('#e5e7eb'), accent: hexColor('#2563eb') };

const texts = {
  pt: {
    generated: 'Gerado em',
    metrics: 'Métricas',
    dashboards: 'Dashboards',
    none: 'Nenhuma métrica com dados para estes filtros.',
    value: 'Valor',
    lastPeriod: 'vs. período anterior',
    target: 'vs. meta',
    industry: 'vs. setor',
    forecast: 'Previsão',
    forecastFor: (period: string) => `Previsão para ${period}`,
    confidence: 'acurácia (teste)',
    insufficient: (have: number, need: number) => `dados insuficientes (${have} de ${need} períodos)`,
    stale: (day: string) => `nenhuma: os dados param em ${day}, há mais de 75 dias`,
    trend: { increasing: 'crescente', decreasing: 'decrescente', volatile: 'volátil', stable: 'estável' },
    // The trend is the fitted line over the window it names, not the latest period's change (the line below).
    trendOver: (word: string, window: string, change: string | null) => `tendência ${word} nos últimos ${window}${change ? ` (reta ajustada: ${change})` : ''}`,
    widgets: 'widgets',
    footer: 'Valores calculados a partir dos dados armazenados e importados do workspace.',
  },
  en: {
    generated: 'Generated on',
    metrics: 'Metrics',
    dashboards: 'Dashboards',
    none: 'No metric with data for these filters.',
    value: 'Value',
    lastPeriod: 'vs. previous period',
    target: 'vs. target',
    industry: 'vs. industry',
    forecast: 'Forecast',
    forecastFor: (period: string) => `Forecast for ${period}`,
    confidence: 'accuracy (test)',
    insufficient: (have: number, need: number) => `not enough data (${have} of ${need} periods)`,
    stale: (day: string) => `none: the data stops on ${day}, more than 75 days ago`,
    trend: { increasing: 'increasing', decreasing: 'decreasing', volatile: 'volatile', stable: 'stable' },
    trendOver: (word: string, window: string, change: string | null) => `${word} trend over the last ${window}${change ? ` (fitted line: ${change})` : ''}`,
    widgets: 'widgets',
    footer: 'Figures computed from the workspace’s stored and imported data.',
  },
};

/** The export as PDF (pdf-lib, DejaVu Sans for Portuguese): a section per metric and per dashboard. */
export async function renderReportPdf(content: ReportContent, fonts: DejaVuFonts): Promise<Uint8Array> {
  const { doc, fonts: embedded } = await createPdfDocument(fonts);
  const { regular, bold } = embedded;
  const t = texts[content.language];
  setPdfMetadata(doc, { title: content.title, producer: 'Otimiza', language: content.language, createdAt: content.generatedAt });
  const cursor = new PageCursor(doc, margins);
  const style = (font: PDFFont, size: number, color = colours.body): TextStyle => ({ font, size, color, lineHeight: 1.4 });
  const rule = () => {
    cursor.ensureSpace(12);
    cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.5, color: colours.rule });
    cursor.moveDown(10);
  };
  cursor.paragraph(content.title, style(bold, 20, colours.title));
  const stamp = new Intl.DateTimeFormat(content.language === 'pt' ? 'pt-BR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(content.generatedAt);
  cursor.paragraph(`${t.generated} ${stamp}`, style(regular, 10, colours.muted));
  cursor.moveDown(10);

  const metricBlock = (metric: MetricView) => {
    cursor.ensureSpace(80);
    cursor.paragraph(metric.name[content.language], style(bold, 12, colours.title));
    const fitted = metric.trendLine;
    const trend =
      metric.trend && fitted
        ? ` · ${t.trendOver(t.trend[metric.trend], periodCount(fitted.span, metric.granularity, content.language), fitted.change === null ? null : signed(fitted.change, content.language))}`
        : '';
    cursor.paragraph(
      `${t.value}: ${formatValue(metric.value, metric.unit, content.language)}${metric.period ? ` (${metric.period.start} – ${metric.period.end})` : ''}${trend}`,
      style(regular, 10),
    );
    cursor.paragraph(
      `${t.lastPeriod} ${signed(metric.performance.vsLastPeriod, content.language)} · ${t.target} ${signed(metric.performance.vsTarget, content.language)} · ${t.industry} ${signed(metric.performance.vsIndustry, content.language)}`,
      style(regular, 10, colours.muted),
    );
    const forecast = metric.forecast;
    const line = forecast.next90Days
      ? `${t.forecastFor(forecastPeriod(forecast.next90Days, metric.granularity, content.language))}: ${formatValue(forecast.next90Days.value, metric.unit, content.language)} [${formatValue(forecast.next90Days.lower, metric.unit, content.language)} – ${formatValue(forecast.next90Days.upper, metric.unit, content.language)}] · ${t.confidence} ${formatValue((forecast.confidence ?? 0) * 100, '%', content.language)} (${forecast.method})`
      : `${t.forecast}: ${forecast.insufficient ? t.insufficient(forecast.insufficient.have, forecast.insufficient.need) : forecast.staleSince ? t.stale(formatDay(forecast.staleSince, content.language)) : '—'}`;
    cursor.paragraph(line, style(regular, 10));
    cursor.moveDown(6);
  };

  cursor.paragraph(t.metrics, style(bold, 15, colours.accent));
  rule();
  if (content.metrics.length === 0) cursor.paragraph(t.none, style(regular, 10, colours.muted));
  for (const metric of content.metrics) metricBlock(metric);
  if (content.dashboards.length > 0) {
    cursor.moveDown(8);
    cursor.paragraph(t.dashboards, style(bold, 15, colours.accent));
    rule();
    for (const entry of content.dashboards) {
      cursor.ensureSpace(60);
      cursor.paragraph(`${entry.dashboard.title} (${entry.dashboard.widgets.length} ${t.widgets})`, style(bold, 13, colours.title));
      if (entry.dashboard.description) cursor.paragraph(entry.dashboard.description, style(regular, 10, colours.muted));
      cursor.moveDown(4);
      for (const metric of entry.metrics) metricBlock(metric);
    }
  }
  cursor.moveDown(12);
  cursor.paragraph(t.footer, style(regular, 8, rgb(0.45, 0.45, 0.45)));
  return doc.save();
}
