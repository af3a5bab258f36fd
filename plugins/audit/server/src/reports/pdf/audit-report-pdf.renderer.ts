import { rgb, type Color, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import { A4, PageCursor, createPdfDocument, drawLines, fitLine, hexColor, lineAdvance, setPdfMetadata, wrapText, wrapUrl } from '@otimiza/sdk/pdf';
import type { DejaVuFonts, TextStyle } from '@otimiza/sdk/pdf';
import {
  noAutomatedFailureStatement,
  severities,
  type AuditReportDetail,
  type CheckResultView,
  type EvidenceView,
  type Severity,
} from '@otimiza/plugin-audit-shared';
import type { FrameworkDefinition } from '../../frameworks/framework-definition.js';
import { auditPdfText, formatDateTime, reportTypeLabels, riskLabels, severityLabels, type AuditPdfTextKey } from './audit-pdf.labels.js';

export interface AuditReportPdfInput {
  report: AuditReportDetail;
  frameworks: readonly FrameworkDefinition[];
  language: Language;
  fonts: DejaVuFonts;
  generatedAt: Date;
}

const margins = { top: 56, right: 48, bottom: 56, left: 48 };
const [pageWidth, pageHeight] = A4;
/** Evidence listed per failed check; the rest is counted. */
const EVIDENCE_PER_CHECK = 6;
const SCREENSHOT_BOX = { width: 220, height: 110 };

const colors = {
  brand: hexColor('#1d4ed8'),
  heading: hexColor('#111827'),
  body: hexColor('#374151'),
  muted: hexColor('#6b7280'),
  rule: hexColor('#e5e7eb'),
  code: hexColor('#f3f4f6'),
  white: rgb(1, 1, 1),
};
const severityColors: Record<Severity | 'none', Color> = {
  critical: hexColor('#b91c1c'),
  high: hexColor('#ea580c'),
  medium: hexColor('#ca8a04'),
  low: hexColor('#2563eb'),
  none: hexColor('#15803d'),
};

export async function renderAuditReportPdf(input: AuditReportPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdfDocument(input.fonts);
  await new AuditPdfRenderer(doc, fonts.regular, fonts.bold, input).render();
  return doc.save();
}

class AuditPdfRenderer {
  private cursor!: PageCursor;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly input: AuditReportPdfInput,
  ) {}

  private t(key: AuditPdfTextKey, values?: Record<string, string | number>): string {
    return auditPdfText(key, this.input.language, values);
  }

  private l(text: LocalizedText): string {
    return text[this.input.language];
  }

  private style(font: 'regular' | 'bold', size: number, color: Color = colors.body, lineHeight = 1.4): TextStyle {
    return { font: font === 'bold' ? this.bold : this.regular, size, color, lineHeight };
  }

  async render(): Promise<void> {
    const { report, language, generatedAt } = this.input;
    const title = `${this.t('documentTitle')} — ${report.title}`;
    setPdfMetadata(this.doc, { title, author: report.auditor.name, producer: 'Otimiza', language, createdAt: generatedAt });
    this.cursor = new PageCursor(this.doc, margins, (page) => this.pages.push(page));
    this.drawCover();
    for (const framework of this.input.frameworks) await this.drawFramework(framework);
    this.drawFooters();
  }

  private gap(distance: number): void {
    this.cursor.moveDown(distance);
  }

  private line(text: string, style: TextStyle, indent = 0): void {
    this.cursor.paragraph(text, style, indent);
  }

  private drawCover(): void {
    const { report } = this.input;
    const page = this.cursor.page;
    page.drawRectangle({ x: 0, y: pageHeight - 8, width: pageWidth, height: 8, color: colors.brand });
    this.line(this.t('documentTitle').toUpperCase(), this.style('bold', 9, colors.brand));
    this.gap(4);
    this.line(report.title, this.style('bold', 20, colors.heading, 1.25));
    if (report.description) this.line(report.description, this.style('regular', 10.5));
    this.gap(10);
    const facts: [string, string][] = [
      [this.t('auditDate'), formatDateTime(new Date(report.completedAt ?? report.createdAt), this.input.language)],
      [this.t('type'), this.l(reportTypeLabels[report.type])],
      [this.t('auditor'), this.t('auditorVersion', { name: report.auditor.name, version: report.auditor.version })],
    ];
    for (const [label, value] of facts) this.fact(label, value);
    if (report.site) {
      const { url, pagesCovered: covered, pagesInRun: inRun, pageLimit: limit } = report.site;
      this.fact(this.t('siteAudit'), `${url}\n${this.t('sitePages', { covered, inRun, limit })}`);
      this.fact(this.t('pages'), report.urls.join('\n'));
    } else this.fact(this.t('sites'), report.urls.join('\n'));
    this.gap(12);
    this.drawSummary();
    if (report.siteErrors.length > 0) {
      this.heading(this.t('siteErrors'), 12);
      for (const error of report.siteErrors) {
        this.line(error.url, this.style('bold', 9.5, colors.heading));
        this.line(this.l(error.message), this.style('regular', 9.5), 10);
      }
    }
    this.gap(8);
    this.line(this.t('disclaimer'), this.style('regular', 8.5, colors.muted));
  }

  private fact(label: string, value: string): void {
    const labelWidth = 130;
    const style = this.style('regular', 10);
    const lines = value
      .split('\n')
      .flatMap((each) =>
        /^https?:/.test(each)
          ? wrapUrl(each, this.regular, 10, this.cursor.width - labelWidth)
          : wrapText(each, this.regular, 10, this.cursor.width - labelWidth),
      );
    this.cursor.ensureSpace(lines.length * lineAdvance(style));
    drawLines(this.cursor.page, [label], this.cursor.left, this.cursor.y, this.style('bold', 10, colors.muted));
    this.cursor.moveDown(drawLines(this.cursor.page, lines, this.cursor.left + labelWidth, this.cursor.y, style) + 3);
  }

  private heading(text: string, size: number, color: Color = colors.heading): void {
    this.cursor.ensureSpace(size * 3);
    this.gap(size * 0.6);
    this.line(text, this.style('bold', size, color, 1.3));
    this.gap(2);
  }

  private drawSummary(): void {
    const summary = this.input.report.summary;
    if (!summary) return;
    this.heading(this.t('summary'), 14);
    const boxes: [string, string, Color][] = [
      [
        this.t('overallScore'),
        summary.overallScore === null ? this.t('noScore') : `${summary.overallScore}%`,
        summary.overallScore === null ? colors.muted : colors.brand,
      ],
      [this.t('totalChecks'), String(summary.totalChecks), colors.heading],
      [this.t('passed'), String(summary.passed), severityColors.none],
      [this.t('failed'), String(summary.failed), severityColors.critical],
      [this.t('riskLevel'), this.l(riskLabels[summary.riskLevel]), severityColors[summary.riskLevel]],
    ];
    const width = (this.cursor.width - 4 * 8) / 5;
    const height = 58;
    this.cursor.ensureSpace(height + 8);
    const top = this.cursor.y;
    boxes.forEach(([label, value, color], index) => {
      const x = this.cursor.left + index * (width + 8);
      this.cursor.page.drawRectangle({ x, y: top - height, width, height, borderColor: colors.rule, borderWidth: 1, color: colors.white });
      // A word ('Sem dados') is set smaller than a figure so that it fits whole.
      const size = Math.max(10, Math.min(17, (17 * (width - 12)) / this.bold.widthOfTextAtSize(value, 17)));
      drawLines(this.cursor.page, [fitLine(value, this.bold, size, width - 12)], x + 8, top - 8 - (17 - size) / 2, this.style('bold', size, color, 1.2));
      drawLines(this.cursor.page, wrapText(label, this.regular, 8.5, width - 12).slice(0, 2), x + 8, top - 34, this.style('regular', 8.5, colors.muted, 1.2));
    });
    this.cursor.moveDown(height + 10);
    const bySeverity = severities.map((severity) => `${this.l(severityLabels[severity])}: ${summary.failedBySeverity[severity]}`).join('   ·   ');
    this.line(`${this.t('bySeverity')}: ${bySeverity}`, this.style('regular', 10));
    this.line(this.t('correctedByFixer', { count: summary.correctedByFixer }), this.style('regular', 10));
    if (summary.overallScore === null) this.line(this.t('noScoreReason'), this.style('regular', 10, colors.muted));
  }

  private async drawFramework(framework: FrameworkDefinition): Promise<void> {
    const checks = this.input.report.checks.filter((check) => check.frameworkId === framework.id);
    if (checks.length === 0) return;
    this.cursor.newPage();
    this.line(`${framework.name}`, this.style('bold', 16, colors.heading, 1.3));
    this.line(`${this.l(framework.description)}`, this.style('regular', 9.5, colors.muted));
    const count = (status: CheckResultView['status']) => checks.filter((check) => check.status === status).length;
    this.gap(4);
    this.line(this.t('frameworkTotals', { passed: count('passed'), failed: count('failed'), noData: count('no_data') }), this.style('bold', 10.5));
    if (framework.penalties.length > 0) {
      this.gap(4);
      this.line(this.t('penalties'), this.style('bold', 9.5, colors.muted));
      for (const penalty of framework.penalties) this.line(`• ${this.l(penalty.type)} (${penalty.source})`, this.style('regular', 8.5, colors.muted), 6);
    }
    this.drawFailingPages(framework);
    const failures = checks.filter((check) => check.status === 'failed');
    if (count('passed') === 0 && failures.length === 0) {
      // Nothing decided: say why (each check's note, once per distinct note) instead of 'no failure'.
      this.gap(8);
      this.line(this.t('noDecidedChecks'), this.style('regular', 10.5, colors.muted));
      const notes = new Set(checks.flatMap((check) => check.evidence.flatMap((evidence) => (evidence.note ? [this.l(evidence.note)] : []))));
      for (const note of notes) this.line(`• ${note}`, this.style('regular', 9.5, colors.muted), 6);
      return;
    }
    if (failures.length === 0) {
      this.gap(8);
      // Accessibility: no automated failure is never 'conforme' (the list of WCAG criteria says how much a tool checks).
      const noFailures = framework.type === 'accessibility' ? noAutomatedFailureStatement(this.input.language) : this.t('noFailures');
      this.line(noFailures, this.style('regular', 10.5, severityColors.none));
      return;
    }
    for (const check of failures) await this.drawFailure(check);
  }

  /** Of a report over a site audit: how many of the pages each check of the framework failed on, before each page's failures. */
  private drawFailingPages(framework: FrameworkDefinition): void {
    const failing = this.input.report.siteReport?.checks.filter((check) => check.frameworkId === framework.id && check.failed > 0) ?? [];
    if (failing.length === 0) return;
    this.gap(6);
    this.line(this.t('failingPages'), this.style('bold', 10.5));
    for (const check of failing) {
      const line = this.t('failingPagesOfCheck', { title: this.l(check.title), failed: check.failed, decided: check.passed + check.failed });
      this.line(`• ${line}`, this.style('regular', 9.5), 6);
    }
  }

  private async drawFailure(check: CheckResultView): Promise<void> {
    this.cursor.ensureSpace(90);
    this.gap(10);
    this.cursor.page.drawLine({
      start: { x: this.cursor.left, y: this.cursor.y },
      end: { x: this.cursor.left + this.cursor.width, y: this.cursor.y },
      thickness: 0.5,
      color: colors.rule,
    });
    this.gap(6);
    const badge = this.l(severityLabels[check.severity]).toUpperCase();
    const badgeWidth = this.bold.widthOfTextAtSize(badge, 8) + 10;
    this.cursor.page.drawRectangle({ x: this.cursor.left, y: this.cursor.y - 13, width: badgeWidth, height: 13, color: severityColors[check.severity] });
    this.cursor.page.drawText(badge, { x: this.cursor.left + 5, y: this.cursor.y - 10, size: 8, font: this.bold, color: colors.white });
    const titleStyle = this.style('bold', 11, colors.heading, 1.3);
    const titleLines = wrapText(this.l(check.title), this.bold, 11, this.cursor.width - badgeWidth - 8);
    this.cursor.moveDown(drawLines(this.cursor.page, titleLines, this.cursor.left + badgeWidth + 8, this.cursor.y + 1, titleStyle) + 2);
    this.line(`${this.t('clause')}: ${check.clause}`, this.style('regular', 9.5));
    this.line(`${this.t('site')}: ${check.url}`, this.style('regular', 9.5, colors.muted));
    if (check.fixerCorrects) this.line(this.t('fixerCorrects'), this.style('bold', 9.5, severityColors.none));
    for (const evidence of check.evidence.slice(0, EVIDENCE_PER_CHECK)) await this.drawEvidence(evidence);
    if (check.evidence.length > EVIDENCE_PER_CHECK)
      this.line(this.t('moreEvidence', { count: check.evidence.length - EVIDENCE_PER_CHECK }), this.style('regular', 9, colors.muted), 10);
  }

  private async drawEvidence(evidence: EvidenceView): Promise<void> {
    this.gap(3);
    const label = this.style('bold', 9, colors.heading);
    const body = this.style('regular', 9);
    const field = (name: string, value: string) => this.line(`${name}: ${value}`, name === this.t('selector') ? label : body, 10);
    if (evidence.selector) field(this.t('selector'), evidence.selector);
    if (evidence.url) field(evidence.kind === 'request' ? this.t('request') : 'URL', evidence.url);
    if (evidence.header) field(this.t('header'), `${evidence.header.name}: ${evidence.header.value ?? this.t('headerMissing')}`);
    if (evidence.cookie) field(this.t('cookie'), `${evidence.cookie.name} (${evidence.cookie.domain})`);
    if (evidence.metric) {
      const unit = evidence.metric.unit === 'ms' ? ' ms' : '';
      field(this.t('metric'), `${evidence.metric.id} = ${evidence.metric.value ?? '—'}${unit} (${this.t('budget')} ${evidence.metric.budget}${unit})`);
    }
    if (evidence.library) field(this.t('library'), `${evidence.library.name} ${evidence.library.version} — ${evidence.library.advisories.join(', ')}`);
    if (evidence.snippet) this.code(evidence.snippet);
    if (evidence.note) this.line(this.l(evidence.note), this.style('regular', 8.5, colors.muted), 10);
    if (evidence.screenshot) await this.screenshot(evidence.screenshot);
  }

  private code(snippet: string): void {
    const style = this.style('regular', 8, colors.body, 1.35);
    const lines = wrapText(snippet.slice(0, 400), this.regular, 8, this.cursor.width - 28).slice(0, 6);
    const height = lines.length * lineAdvance(style) + 6;
    this.cursor.ensureSpace(height);
    this.cursor.page.drawRectangle({ x: this.cursor.left + 10, y: this.cursor.y - height, width: this.cursor.width - 10, height, color: colors.code });
    this.cursor.moveDown(drawLines(this.cursor.page, lines, this.cursor.left + 16, this.cursor.y - 3, style) + 6);
  }

  /** An element's screenshot (PNG data URL), scaled into a small box; an image that does not decode is left out. */
  private async screenshot(dataUrl: string): Promise<void> {
    const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
    if (!match) return;
    let image: PDFImage;
    try {
      const bytes = Buffer.from(match[2]!, 'base64');
      image = match[1] === 'png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    } catch {
      return;
    }
    const scale = Math.min(SCREENSHOT_BOX.width / image.width, SCREENSHOT_BOX.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.cursor.ensureSpace(height + 6);
    this.cursor.page.drawRectangle({
      x: this.cursor.left + 9,
      y: this.cursor.y - height - 5,
      width: width + 2,
      height: height + 2,
      borderColor: colors.rule,
      borderWidth: 1,
    });
    this.cursor.page.drawImage(image, { x: this.cursor.left + 10, y: this.cursor.y - height - 4, width, height });
    this.cursor.moveDown(height + 8);
  }

  private drawFooters(): void {
    this.pages.forEach((page, index) => {
      const text = `${fitLine(this.input.report.title, this.regular, 8, 300)}   ·   ${this.t('page', { n: index + 1, m: this.pages.length })}`;
      page.drawText(text, { x: margins.left, y: 28, size: 8, font: this.regular, color: colors.muted });
    });
  }
}
