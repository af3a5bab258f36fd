import type { Color, PDFFont } from 'pdf-lib';
import {
  PageCursor,
  createPdfDocument,
  drawTable,
  fillPlaceholders,
  hexColor,
  pdfCommonTexts,
  pdfTheme,
  setPdfMetadata,
  themedTableStyle,
  type DejaVuFonts,
  type TableCell,
  type TableColumn,
  type TextStyle,
} from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import type { InsightList, KpiList, KpiView, SegmentList } from '@otimiza/plugin-analytics-shared';
import reportTexts from './analytics-report.texts.json' with { type: 'json' };

export interface AnalyticsReportInput {
  kpis: KpiList;
  insights: InsightList;
  segments: SegmentList;
  language: Language;
  fonts: DejaVuFonts;
  generatedAt: Date;
  productName: string;
}

const texts = reportTexts.reportText satisfies Record<string, LocalizedText>;
const statusTexts: Record<NonNullable<KpiView['status']>, LocalizedText> = reportTexts.statusTexts;

const colors = { brand: hexColor('#2563eb'), heading: hexColor('#111827'), body: hexColor('#374151'), muted: hexColor('#6b7280'), rule: hexColor('#e5e7eb') };

/** The dashboard's KPIs, insights and segments as an A4 PDF in Portuguese or English. */
export async function renderAnalyticsReport(input: AnalyticsReportInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdfDocument(input.fonts);
  const { regular, bold } = fonts;
  const l = (text: LocalizedText) => text[input.language];
  const number = (value: number) => value.toLocaleString(input.language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: 2 });
  const style = (font: PDFFont, size: number, color: Color = colors.body): TextStyle => ({ font, size, color, lineHeight: 1.4 });

  setPdfMetadata(doc, { title: l(texts.title), producer: input.productName, language: input.language, createdAt: input.generatedAt });
  const cursor = new PageCursor(doc, { top: 56, right: 48, bottom: 56, left: 48 });

  cursor.paragraph(`${input.productName} — ${l(texts.title)}`, style(bold, 18, colors.heading));
  cursor.moveDown(4);
  const when = input.generatedAt.toLocaleString(input.language === 'pt' ? 'pt-BR' : 'en-US', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const generated = fillPlaceholders(l(pdfCommonTexts.generatedOn), { date: when });
  cursor.paragraph(
    `${l(texts.period)}: ${input.kpis.from} – ${input.kpis.to} (${input.kpis.period}) · ${l(texts.strategy)}: ${l(texts[input.kpis.strategy])} · ${generated}`,
    style(regular, 9, colors.muted),
  );
  cursor.moveDown(14);

  // KPIs as a table.
  cursor.paragraph(l(texts.kpis), style(bold, 13, colors.brand));
  cursor.moveDown(4);
  const headers = [texts.kpis, texts.value, texts.change, texts.target, texts.status, texts.forecast];
  const shares = [0.28, 0.15, 0.11, 0.11, 0.1, 0.25];
  const columns: TableColumn[] = headers.map((header, index) => ({ label: index === 0 ? '' : l(header), share: shares[index]! }));
  const rows = input.kpis.kpis.map((kpi): TableCell[] => {
    // A no-break space keeps "R$" on the line of its figure.
    const amount = (value: number) => (kpi.unit === 'brl' ? `R$\u00a0${number(value)}` : number(value));
    // The revenue KPI has no forecast by design (its reason says why), not for want of days.
    const noForecast = kpi.id === 'revenue' ? '—' : l(texts.insufficient);
    const forecast = kpi.forecast ? `${amount(kpi.forecast.value)} (${amount(kpi.forecast.lower)} – ${amount(kpi.forecast.upper)})` : noForecast;
    return [
      { text: l(kpi.name), color: colors.heading },
      { text: kpi.value === null ? l(texts.noData) : amount(kpi.value), bold: kpi.value !== null },
      { text: kpi.changePercentage === null ? '—' : `${kpi.changePercentage > 0 ? '+' : ''}${number(kpi.changePercentage)}%` },
      { text: kpi.target === null ? l(texts.noTarget) : amount(kpi.target) },
      { text: kpi.status ? l(statusTexts[kpi.status]) : '—' },
      { text: forecast },
    ];
  });
  drawTable(cursor, columns, rows, themedTableStyle(fonts, pdfTheme(), 8.5, { x: 5, y: 4 }));
  cursor.moveDown(2);
  cursor.paragraph(l(texts.forecastNote), style(regular, 7.5, colors.muted));
  cursor.moveDown(12);

  // Insights.
  cursor.paragraph(l(texts.insights), style(bold, 13, colors.brand));
  cursor.moveDown(4);
  if (input.insights.insights.length === 0) {
    cursor.paragraph(`${l(texts.noInsights)} ${input.insights.reason ? l(input.insights.reason) : ''}`, style(regular, 9.5));
  }
  for (const insight of input.insights.insights) {
    cursor.ensureSpace(48);
    cursor.paragraph(l(insight.title), style(bold, 10, colors.heading));
    cursor.paragraph(l(insight.description), style(regular, 9));
    const accuracy = insight.modelAccuracy === null ? l(texts.insufficient) : `${number(insight.modelAccuracy * 100)}%`;
    cursor.paragraph(`${l(texts.model)}: ${l(insight.model)} · ${l(texts.accuracy)}: ${accuracy}`, style(regular, 8, colors.muted));
    for (const recommendation of insight.recommendations) {
      cursor.paragraph(`${l(texts.recommendation)}: ${l(recommendation.action)} — ${l(recommendation.expectedImpact)}`, style(regular, 8.5), 10);
    }
    cursor.moveDown(6);
  }
  cursor.moveDown(8);

  // Segments.
  cursor.paragraph(l(texts.segments), style(bold, 13, colors.brand));
  cursor.moveDown(4);
  if (input.segments.segments.length === 0 && input.segments.reason) cursor.paragraph(l(input.segments.reason), style(regular, 9.5));
  for (const segment of input.segments.segments) {
    const performance = segment.characteristics.averagePerformance;
    cursor.paragraph(
      `${l(segment.name)}: ${segment.siteCount} ${l(texts.sites)} (${number(segment.percentage)}%)${performance === null ? '' : ` · ${l(texts.averagePerformance)} ${number(performance)}`}`,
      style(regular, 9),
    );
  }
  cursor.moveDown(14);
  cursor.paragraph(l(texts.footer), style(regular, 8, colors.muted));
  return doc.save();
}
