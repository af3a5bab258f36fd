import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type { AnalysisCategoryScores, AnalysisRecord } from '@otimiza/sdk/server';
import { audienceLabel, businessTypeLabel, sectorLabel, trendBetween, type HostBrand, type Language, type LocalizedText } from '@otimiza/sdk/shared';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import {
  A4,
  PageCursor,
  bandColors,
  bandTints,
  createPdfDocument,
  drawBrandBand,
  drawLines,
  drawPageFooters,
  drawRunningHeader,
  drawScoreBandLegend,
  drawScoreGauge,
  drawTable,
  embedLogo,
  factRow,
  fitLine,
  fitSize,
  lineAdvance,
  pdfTheme,
  scoreBand,
  sectionHeading,
  setPdfMetadata,
  themedTableStyle,
  tintedNote,
  urlLines,
  wrapText,
  type DejaVuFonts,
  type PdfFonts,
  type PdfTheme,
  type ScoreBand,
  type TableCell,
  type TableColumn,
  type TableStyle,
  type TextStyle,
} from '@otimiza/sdk/pdf';
import { lighthousePlainText } from './lighthouse-plain-text.js';
import {
  categoryLabels,
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  impactLabels,
  productName,
  reportMetrics,
  reportText,
  scoreCategories,
  type ReportTextKey,
} from './report-pdf.labels.js';
import { metricBand } from './score-bands.js';
import { drawScoreTrendChart, trendColors } from './score-trend-chart.js';

export interface ReportPdfInput {
  analysis: AnalysisRecord;
  previous: AnalysisRecord | null;
  /** The URL's completed analyses (same device) up to this one, oldest first: a trend chart when there are two or more. */
  history: readonly AnalysisRecord[];
  includeRecommendations: boolean;
  /** The look and the contact, the white-label brand's name, colours and logo already over them when one is in force. */
  brand: BrandSettings;
  /** The white-label brand in force: its name stands for the product's, which it may hide. */
  whiteLabel: HostBrand | null;
  logo: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
  language: Language;
  fonts: DejaVuFonts;
  generatedAt: Date;
  /** The plan does not give the fixed page (no `htmlDownload`): the fixes were found, not applied for this reader. */
  fixesLocked?: boolean;
}

const margins = { top: 64, right: 48, bottom: 64, left: 48 };
const [pageWidth, pageHeight] = A4;
const bandHeight = 118;
const ratingLabels: Record<ScoreBand, LocalizedText> = {
  good: { pt: 'Bom', en: 'Good' },
  average: { pt: 'Precisa melhorar', en: 'Needs improvement' },
  poor: { pt: 'Ruim', en: 'Poor' },
};

export async function renderReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdfDocument(input.fonts);
  const logo = await embedLogo(doc, input.logo);
  new ReportPdfRenderer(doc, fonts.regular, fonts.bold, logo, input).render();
  return doc.save();
}

class ReportPdfRenderer {
  private readonly theme: PdfTheme;
  private cursor!: PageCursor;
  private pageCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly logo: PDFImage | null,
    private readonly input: ReportPdfInput,
  ) {
    this.theme = pdfTheme(input.brand.primaryColor, input.brand.secondaryColor);
  }

  private t(key: ReportTextKey, values?: Record<string, string | number>): string {
    return reportText(key, this.input.language, values);
  }

  private l(text: LocalizedText): string {
    return text[this.input.language];
  }

  private style(font: 'regular' | 'bold', size: number, color: Color = this.theme.body, lineHeight = 1.45): TextStyle {
    return { font: font === 'bold' ? this.bold : this.regular, size, color, lineHeight };
  }

  private get brandName(): string {
    return this.input.brand.companyName.trim();
  }

  /** Who made the report: the product, or the white-label brand in its place. */
  private get makerName(): string {
    return this.input.whiteLabel?.name ?? productName;
  }

  /** The product's name in the file's metadata, unless the white-label brand hides it. */
  private get producerName(): string {
    return this.input.whiteLabel?.hideProductBrand ? this.input.whiteLabel.name : productName;
  }

  render(): void {
    this.setMetadata();
    this.cursor = new PageCursor(this.doc, margins, (page) => this.onNewPage(page));
    this.drawBrandBand(this.cursor.page);
    this.cursor.moveDown(bandHeight - margins.top + 22);
    this.drawSummary();
    this.drawScores();
    if (this.input.history.length >= 2) this.drawTrend(this.input.history);
    if (this.input.previous) this.drawComparison(this.input.previous);
    this.drawMetrics();
    if (this.input.includeRecommendations) this.drawOpportunities();
    this.drawFixes();
    this.drawVerification();
    this.drawContext();
    this.drawFooters();
  }

  private setMetadata(): void {
    const { analysis, language, generatedAt } = this.input;
    setPdfMetadata(this.doc, {
      title: `${this.t('reportTitle')} — ${analysis.url}`,
      subject: analysis.url,
      author: this.brandName || this.makerName,
      producer: this.producerName,
      language,
      createdAt: generatedAt,
    });
  }

  /** Pages after the first carry a slim running header with the brand and the page address. */
  private onNewPage(page: PDFPage): void {
    this.pageCount += 1;
    if (this.pageCount === 1) return;
    const text = { left: this.brandName || this.t('reportTitle'), right: this.input.analysis.url };
    drawRunningHeader(page, { margins, fonts: this.fonts, theme: this.theme }, text);
  }

  private get fonts(): PdfFonts {
    return { regular: this.regular, bold: this.bold };
  }

  private drawBrandBand(page: PDFPage): void {
    const { theme } = this;
    const top = pageHeight;
    const textLeft = drawBrandBand(page, { left: margins.left, height: bandHeight, theme }, this.logo, { width: 132, height: 64 });

    const contacts = [this.input.brand.contactEmail, this.input.brand.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')].filter(Boolean);
    const contactSize = 9;
    const contactWidth = Math.min(190, Math.max(0, ...contacts.map((line) => this.regular.widthOfTextAtSize(line, contactSize))));
    const titleWidth = pageWidth - margins.right - textLeft - (contactWidth ? contactWidth + 20 : 0);

    const name = this.brandName;
    const title = name || this.t('reportTitle');
    const titleStyle = this.style('bold', fitSize(title, this.bold, [20, 18, 16, 14, 12], titleWidth, 2), theme.onPrimary, 1.2);
    const wrappedTitle = wrapText(title, titleStyle.font, titleStyle.size, titleWidth);
    const nameLines =
      wrappedTitle.length > 2 ? [wrappedTitle[0]!, fitLine(wrappedTitle.slice(1).join(' '), this.bold, titleStyle.size, titleWidth)] : wrappedTitle;
    const subtitle = name ? fitLine(this.t('reportTitle'), this.regular, 11, titleWidth) : '';
    const blockHeight = nameLines.length * lineAdvance(titleStyle) + (subtitle ? 21 : 0);
    let y = top - (bandHeight - blockHeight) / 2;
    y -= drawLines(page, nameLines, textLeft, y, titleStyle);
    if (subtitle) drawLines(page, [subtitle], textLeft, y - 3, this.style('regular', 11, theme.onPrimaryMuted, 1.4));

    const contactStyle = this.style('regular', contactSize, theme.onPrimary, 1.6);
    let contactY = top - (bandHeight - contacts.length * lineAdvance(contactStyle)) / 2;
    for (const contact of contacts) {
      const line = fitLine(contact, this.regular, contactSize, contactWidth);
      drawLines(page, [line], pageWidth - margins.right - this.regular.widthOfTextAtSize(line, contactSize), contactY, contactStyle);
      contactY -= lineAdvance(contactStyle);
    }
  }

  private drawSummary(): void {
    const { analysis, language } = this.input;
    const { cursor, theme } = this;
    cursor.paragraph(this.t('analysedPage').toUpperCase(), this.style('bold', 8, theme.muted, 1.5));
    urlLines(cursor, analysis.url, this.style('bold', 13, theme.ink, 1.35));
    cursor.moveDown(10);

    const date = new Date(analysis.completedAt ?? analysis.createdAt);
    // The date, with its time zone, takes the wider column.
    const deviceWidth = 150;
    const facts = [
      { label: this.t('analysisDate'), value: formatDateTime(date, language), width: cursor.width - deviceWidth },
      { label: this.t('device'), value: this.t(analysis.strategy), width: deviceWidth },
    ];
    factRow(cursor, this.fonts, theme, facts, [11, 10, 9]);
    cursor.page.drawLine({ start: { x: cursor.left, y: cursor.y }, end: { x: cursor.left + cursor.width, y: cursor.y }, thickness: 0.75, color: theme.rule });
    cursor.moveDown(6);
  }

  /** Room a short table of `rows` rows needs, so that its heading moves with it. */
  private tableRoom(rows: number): number {
    return Math.min(70 + (rows + 1) * 25, this.cursor.pageHeight / 2 + 70);
  }

  private heading(title: string, intro?: string, keepWith = 90): void {
    sectionHeading(this.cursor, this.fonts, this.theme, title, intro, keepWith);
  }

  private note(text: string, fill: Color, color: Color = this.theme.body): void {
    tintedNote(this.cursor, this.regular, text, fill, color);
  }

  private tableStyle(): TableStyle {
    return themedTableStyle(this.fonts, this.theme, 9.5);
  }

  private drawScores(): void {
    const { cursor, theme } = this;
    const { scores } = this.input.analysis;
    this.heading(this.t('scores'), this.t('scoresIntro'), 200);
    const gap = 12;
    const cardWidth = (cursor.width - 3 * gap) / 4;
    const cardHeight = 128;
    cursor.ensureSpace(cardHeight + 30);
    const top = cursor.y;
    scoreCategories.forEach((category, index) => {
      const x = cursor.left + index * (cardWidth + gap);
      const score = Math.round(scores[category]);
      const band = scoreBand(score);
      cursor.page.drawRectangle({
        x,
        y: top - cardHeight,
        width: cardWidth,
        height: cardHeight,
        borderColor: theme.rule,
        borderWidth: 0.75,
        color: theme.white,
      });
      drawScoreGauge(cursor.page, { centerX: x + cardWidth / 2, centerY: top - 52, radius: 32, thickness: 7, score, font: this.bold });
      const label = fitLine(this.l(categoryLabels[category]), this.bold, 10.5, cardWidth - 12);
      cursor.page.drawText(label, {
        x: x + (cardWidth - this.bold.widthOfTextAtSize(label, 10.5)) / 2,
        y: top - 103,
        size: 10.5,
        font: this.bold,
        color: theme.ink,
      });
      const rating = fitLine(this.l(ratingLabels[band]), this.regular, 8.5, cardWidth - 12);
      cursor.page.drawText(rating, {
        x: x + (cardWidth - this.regular.widthOfTextAtSize(rating, 8.5)) / 2,
        y: top - 117,
        size: 8.5,
        font: this.regular,
        color: bandColors[band],
      });
    });
    cursor.moveDown(cardHeight + 10);
    this.drawBandLegend();
  }

  /** The URL's four scores over its analyses (a trend chart when the URL has history). */
  private drawTrend(history: readonly AnalysisRecord[]): void {
    const { cursor, theme } = this;
    const { language } = this.input;
    const dates = history.map((record) => new Date(record.completedAt ?? record.createdAt));
    const intro = this.t('trendIntro', {
      count: history.length,
      device: this.t(this.input.analysis.strategy),
      from: formatDate(dates[0]!, language),
      to: formatDate(dates.at(-1)!, language),
    });
    const height = 190;
    this.heading(this.t('trend'), intro, height + 60);
    cursor.ensureSpace(height + 8);
    drawScoreTrendChart(cursor.page, {
      x: cursor.left,
      top: cursor.y,
      width: cursor.width,
      height,
      points: history.map((record, index) => ({ at: dates[index]!, scores: record.scores })),
      series: scoreCategories.map((category) => ({ category, label: this.l(categoryLabels[category]), color: trendColors[category] })),
      dateLabel: (date) => formatDate(date, language),
      font: this.regular,
      bold: this.bold,
      muted: theme.muted,
      rule: theme.rule,
    });
    cursor.moveDown(height + 8);
  }

  private drawBandLegend(): void {
    const labels = { good: this.t('bandGood'), average: this.t('bandAverage'), poor: this.t('bandPoor') };
    drawScoreBandLegend(this.cursor, this.regular, labels, this.theme.muted);
  }

  private scoreCell(score: number): TableCell {
    return { text: String(Math.round(score)), bold: true, color: bandColors[scoreBand(score)] };
  }

  /** The change, read with the run-to-run spread: within it, grey and marked stable; beyond it, green or red. */
  private changeCell(before: number, after: number, category: keyof AnalysisCategoryScores): TableCell {
    const delta = Math.round(after) - Math.round(before);
    if (delta === 0) return { text: '0', color: this.theme.muted };
    const text = delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
    const trend = trendBetween(Math.round(before), Math.round(after), category);
    if (trend === 'stable') return { text: `${text} (${this.t('withinSpread')})`, color: this.theme.muted };
    return { text, bold: true, color: trend === 'improving' ? bandColors.good : bandColors.poor };
  }

  private drawScoreChangeTable(before: AnalysisCategoryScores, after: AnalysisCategoryScores, labels: [ReportTextKey, ReportTextKey]): void {
    const columns: TableColumn[] = [
      { label: this.t('category'), share: 0.4 },
      { label: this.t(labels[0]), share: 0.2, align: 'right' },
      { label: this.t(labels[1]), share: 0.2, align: 'right' },
      { label: this.t('change'), share: 0.2, align: 'right' },
    ];
    const rows = scoreCategories.map((category) => [
      { text: this.l(categoryLabels[category]), color: this.theme.ink },
      this.scoreCell(before[category]),
      this.scoreCell(after[category]),
      this.changeCell(before[category], after[category], category),
    ]);
    drawTable(this.cursor, columns, rows, this.tableStyle());
  }

  private drawComparison(previous: AnalysisRecord): void {
    const date = formatDate(new Date(previous.completedAt ?? previous.createdAt), this.input.language);
    this.heading(this.t('comparison'), this.t('comparisonIntro', { date }), this.tableRoom(scoreCategories.length));
    this.drawScoreChangeTable(previous.scores, this.input.analysis.scores, ['previous', 'now']);
  }

  private drawMetrics(): void {
    const { metrics } = this.input.analysis;
    this.heading(this.t('metrics'), this.t('metricsIntro'), this.tableRoom(reportMetrics.length));
    const measured = reportMetrics.filter((definition) => metrics[definition.id]);
    if (measured.length === 0) {
      this.note(this.t('noMetrics'), this.theme.zebra);
      return;
    }
    const columns: TableColumn[] = [
      { label: this.t('metric'), share: 0.55 },
      { label: this.t('value'), share: 0.2, align: 'right' },
      { label: this.t('rating'), share: 0.25, align: 'right' },
    ];
    const rows = measured.map((definition) => {
      const metric = metrics[definition.id]!;
      const value =
        metric.value === null
          ? (metric.displays?.[this.input.language] ?? metric.display)?.trim() || this.t('notMeasured')
          : this.metricValue(metric.value, definition.unit);
      const label = definition.coreWebVital ? `${this.l(definition.label)}  ·  Core Web Vital` : this.l(definition.label);
      const rating: TableCell =
        metric.score === null
          ? { text: '—', color: this.theme.muted }
          : { text: this.l(ratingLabels[metricBand(metric.score)]), badge: bandColors[metricBand(metric.score)] };
      return [{ text: label, color: this.theme.ink }, { text: value, bold: true, color: this.theme.ink }, rating];
    });
    drawTable(this.cursor, columns, rows, this.tableStyle());
  }

  private metricValue(value: number, unit: 'ms' | 'unitless'): string {
    return unit === 'ms' ? formatDuration(value, this.input.language) : formatNumber(value, this.input.language, 3);
  }

  private drawOpportunities(): void {
    const { opportunities } = this.input.analysis;
    const { language } = this.input;
    this.heading(this.t('opportunities'), this.t('opportunitiesIntro'), this.tableRoom(Math.min(opportunities.length, 4)));
    if (opportunities.length === 0) {
      this.note(this.t('noOpportunities'), this.theme.zebra);
      return;
    }
    const columns: TableColumn[] = [
      { label: '#', share: 0.07 },
      { label: this.t('opportunity'), share: 0.63 },
      { label: this.t('savings'), share: 0.3, align: 'right' },
    ];
    const rows = opportunities.map((opportunity, index) => {
      const savings = [
        opportunity.savingsMs > 0 ? formatDuration(opportunity.savingsMs, language) : '',
        opportunity.savingsBytes > 0 ? formatBytes(opportunity.savingsBytes, language) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return [
        { text: String(index + 1), color: this.theme.muted },
        { text: lighthousePlainText(opportunity.titles?.[language] ?? opportunity.title), color: this.theme.ink },
        { text: savings || '—', bold: true, color: this.theme.ink },
      ];
    });
    drawTable(this.cursor, columns, rows, this.tableStyle());
  }

  private drawFixes(): void {
    const { appliedFixes } = this.input.analysis;
    const { cursor, theme } = this;
    if (this.input.fixesLocked) this.heading(this.t('fixesLocked'), this.t('fixesLockedIntro', { product: this.makerName }), 110);
    else this.heading(this.t('fixes'), this.t('fixesIntro', { product: this.makerName }), 110);
    if (appliedFixes.length === 0) {
      this.note(this.t('noFixes'), theme.zebra);
      return;
    }
    const impactColors = { high: bandColors.poor, medium: bandColors.average, low: theme.muted };
    appliedFixes.forEach((fix, index) => {
      const badge = `${this.t('impact')}: ${this.l(impactLabels[fix.impact])}`;
      const badgeWidth = this.bold.widthOfTextAtSize(badge, 8) + 12;
      const titleStyle = this.style('bold', 10.5, theme.ink, 1.35);
      const bodyStyle = this.style('regular', 9.5, theme.body, 1.45);
      const titleLines = wrapText(`${index + 1}. ${this.l(fix.titles)}`, titleStyle.font, titleStyle.size, cursor.width - badgeWidth - 16);
      const bodyLines = wrapText(this.l(fix.descriptions), bodyStyle.font, bodyStyle.size, cursor.width - 14);
      const savings = fix.savingsMs > 0 ? `${this.t('savings')}: ${formatDuration(fix.savingsMs, this.input.language)}` : '';
      const height = titleLines.length * lineAdvance(titleStyle) + Math.min(bodyLines.length, 3) * lineAdvance(bodyStyle) + 14;
      cursor.ensureSpace(height);
      const top = cursor.y;
      cursor.page.drawRectangle({ x: cursor.width + cursor.left - badgeWidth, y: top - 14, width: badgeWidth, height: 13, color: impactColors[fix.impact] });
      cursor.page.drawText(badge, { x: cursor.width + cursor.left - badgeWidth + 6, y: top - 10.5, size: 8, font: this.bold, color: theme.white });
      cursor.moveDown(drawLines(cursor.page, titleLines, cursor.left, top, titleStyle) + 2);
      for (const line of bodyLines) {
        cursor.ensureSpace(lineAdvance(bodyStyle));
        drawLines(cursor.page, [line], cursor.left + 14, cursor.y, bodyStyle);
        cursor.moveDown(lineAdvance(bodyStyle));
      }
      if (savings) cursor.paragraph(savings, this.style('bold', 9, bandColors.good), 14);
      cursor.moveDown(6);
      if (index < appliedFixes.length - 1) {
        cursor.page.drawLine({
          start: { x: cursor.left, y: cursor.y },
          end: { x: cursor.left + cursor.width, y: cursor.y },
          thickness: 0.5,
          color: theme.rule,
        });
        cursor.moveDown(8);
      }
    });
  }

  private drawVerification(): void {
    const { verification } = this.input.analysis;
    this.heading(this.t('verification'), this.t('verificationIntro'), this.tableRoom(scoreCategories.length));
    if (verification.after && verification.before) {
      this.drawScoreChangeTable(verification.before, verification.after, ['before', 'after']);
      if (verification.summary) this.note(this.l(verification.summary), verification.regressions.length > 0 ? bandTints.poor : bandTints.good);
      for (const regression of verification.regressions) {
        const category = this.l(categoryLabels[regression.category]);
        const fixes = regression.fixes.map((fix) => lighthousePlainText(this.l(fix))).join('; ');
        this.note(fixes ? this.t('verificationRegression', { category, fixes }) : this.t('verificationRegressionNoFix', { category }), bandTints.poor);
      }
      return;
    }
    const pending = verification.status === 'pending' || verification.status === 'running';
    this.note(this.t(pending ? 'verificationPending' : 'verificationUnavailable'), pending ? bandTints.average : this.theme.zebra);
  }

  private drawContext(): void {
    const { context } = this.input.analysis;
    const fields: [ReportTextKey, string | null][] = context
      ? [
          ['company', context.companyName],
          ['businessType', context.businessType && businessTypeLabel(context.businessType, this.input.language)],
          ['sector', context.sector && sectorLabel(context.sector, this.input.language)],
          ['location', context.location],
          ['targetAudience', context.targetAudience && audienceLabel(context.targetAudience, this.input.language)],
        ]
      : [];
    const entries = fields.flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()] as const] : []));
    this.heading(this.t('context'), undefined, this.tableRoom(entries.length));
    if (entries.length === 0) {
      this.note(this.t('noContext'), this.theme.zebra);
      return;
    }
    const columns: TableColumn[] = [
      { label: '', share: 0.3 },
      { label: '', share: 0.7 },
    ];
    drawTable(
      this.cursor,
      columns,
      entries.map(([key, value]) => [{ text: this.t(key), bold: true, color: this.theme.ink }, { text: value }]),
      this.tableStyle(),
      { head: false },
    );
  }

  /** Footers go on last, when the page count is known. */
  private drawFooters(): void {
    const pages = this.doc.getPages();
    const { theme } = this;
    const website = this.input.brand.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const left = this.brandName ? [this.brandName, website].filter(Boolean).join(' · ') : this.t('poweredBy', { product: this.makerName });
    const { whiteLabel } = this.input;
    const credit = whiteLabel && !whiteLabel.hideProductBrand ? this.t('productCredit', { product: productName }) : '';
    const generated = [this.t('generatedOn', { date: formatDateTime(this.input.generatedAt, this.input.language) }), credit].filter(Boolean).join(' · ');
    drawPageFooters(pages, { margins, pageWidth, fonts: this.fonts, theme }, { left, generated, pageLabel: (n, m) => this.t('page', { n, m }) });
  }
}
