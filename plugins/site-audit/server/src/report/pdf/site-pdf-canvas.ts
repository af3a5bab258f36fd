import type { Color, PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import {
  A4,
  PageCursor,
  drawBrandBand,
  drawLines,
  drawPageFooters,
  drawRunningHeader,
  drawTable,
  fitLine,
  fitSize,
  lineAdvance,
  pdfTheme,
  sectionHeading,
  themedTableStyle,
  tintedNote,
  type PdfFonts,
  type PdfTheme,
  type TableCell,
  type TableColumn,
  type TextStyle,
} from '@otimiza/sdk/pdf';
import type { HostBrand, Language, LocalizedText } from '@otimiza/sdk/shared';
import { formatDateTime, productName, sitePdfText, type SitePdfTextKey } from './site-pdf-text.js';

export interface SitePdfSetup {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  logo: PDFImage | null;
  language: Language;
  /** The white-label brand in force, or null for the product's own look. */
  brand: HostBrand | null;
  /** The site's address, on the running header of pages after the first. */
  siteUrl: string;
  generatedAt: Date;
}

const margins = { top: 64, right: 48, bottom: 64, left: 48 };
const [pageWidth, pageHeight] = A4;
const bandHeight = 104;

/** Where the site report is drawn: the brand's look, the flowing cursor, and the pieces every section uses. */
export class SitePdfCanvas {
  readonly theme: PdfTheme;
  readonly cursor: PageCursor;
  private pageCount = 0;

  constructor(readonly setup: SitePdfSetup) {
    this.theme = pdfTheme(setup.brand?.primaryColor, setup.brand?.secondaryColor);
    this.cursor = new PageCursor(setup.doc, margins, (page) => this.onNewPage(page));
    this.drawBrandBand(this.cursor.page);
    this.cursor.moveDown(bandHeight - margins.top + 22);
  }

  get regular(): PDFFont {
    return this.setup.regular;
  }

  get bold(): PDFFont {
    return this.setup.bold;
  }

  get fonts(): PdfFonts {
    return { regular: this.regular, bold: this.bold };
  }

  get language(): Language {
    return this.setup.language;
  }

  /** Who made the report: the product, or the white-label brand in its place. */
  get makerName(): string {
    return this.setup.brand?.name ?? productName;
  }

  /** The name in the file's metadata: the product's, unless the white-label brand hides it. */
  get producerName(): string {
    return this.setup.brand?.hideProductBrand ? this.setup.brand.name : productName;
  }

  t(key: SitePdfTextKey, values?: Record<string, string | number>): string {
    return sitePdfText(key, this.language, values);
  }

  l(text: LocalizedText): string {
    return text[this.language];
  }

  style(font: 'regular' | 'bold', size: number, color: Color = this.theme.body, lineHeight = 1.45): TextStyle {
    return { font: font === 'bold' ? this.bold : this.regular, size, color, lineHeight };
  }

  /** A section title with an accent bar, kept on one page with `keepWith` points of what follows. */
  heading(title: string, intro?: string, keepWith = 90): void {
    sectionHeading(this.cursor, this.fonts, this.theme, title, intro, keepWith);
  }

  /** A boxed remark on a tinted background. */
  note(text: string, fill: Color, color: Color = this.theme.body): void {
    tintedNote(this.cursor, this.regular, text, fill, color);
  }

  bullet(text: string): void {
    const { cursor } = this;
    const style = this.style('regular', 10, this.theme.body);
    cursor.ensureSpace(lineAdvance(style));
    // On the first line's x-height: its baseline as drawLines sets it, plus a third of the size.
    const baseline = cursor.y - (lineAdvance(style) - style.size) / 2 - style.font.heightAtSize(style.size, { descender: false });
    cursor.page.drawCircle({ x: cursor.left + 4, y: baseline + style.size * 0.3, size: 1.8, color: this.theme.primary });
    cursor.paragraph(text, style, 14);
    cursor.moveDown(3);
  }

  table(columns: readonly TableColumn[], rows: readonly (readonly TableCell[])[]): void {
    drawTable(this.cursor, columns, rows, themedTableStyle(this.fonts, this.theme, 9.5, { x: 7, y: 5 }));
  }

  /** The first page's band in the brand's colours: its logo on white, its name, the document's title. */
  private drawBrandBand(page: PDFPage): void {
    const { theme } = this;
    const textLeft = drawBrandBand(page, { left: margins.left, height: bandHeight, theme }, this.setup.logo, { width: 132, height: 56 });
    const width = pageWidth - margins.right - textLeft;
    const nameStyle = this.style('bold', fitSize(this.makerName, this.bold, [20, 18, 16, 14], width, 1), theme.onPrimary, 1.2);
    const subtitleStyle = this.style('regular', 11, theme.onPrimaryMuted, 1.4);
    let y = pageHeight - (bandHeight - lineAdvance(nameStyle) - lineAdvance(subtitleStyle) - 3) / 2;
    y -= drawLines(page, [fitLine(this.makerName, nameStyle.font, nameStyle.size, width)], textLeft, y, nameStyle) + 3;
    drawLines(page, [fitLine(this.t('documentTitle'), this.regular, 11, width)], textLeft, y, subtitleStyle);
  }

  /** Pages after the first carry a slim running header: the brand's colour, the document and the site. */
  private onNewPage(page: PDFPage): void {
    this.pageCount += 1;
    if (this.pageCount === 1) return;
    const text = { left: `${this.makerName} · ${this.t('documentTitle')}`, right: this.setup.siteUrl };
    drawRunningHeader(page, { margins, fonts: this.fonts, theme: this.theme }, text);
  }

  /** Footers go on last, when the page count is known: who made it, when, and the page number. */
  drawFooters(): void {
    const pages = this.setup.doc.getPages();
    const { theme } = this;
    const { brand } = this.setup;
    const left = brand ? brand.companyName.trim() || brand.name : this.t('poweredBy', { product: productName });
    const credit = brand && !brand.hideProductBrand ? this.t('productCredit', { product: productName }) : '';
    const generated = [this.t('generatedOn', { date: formatDateTime(this.setup.generatedAt, this.language) }), credit].filter(Boolean).join(' · ');
    drawPageFooters(pages, { margins, pageWidth, fonts: this.fonts, theme }, { left, generated, pageLabel: (n, m) => this.t('page', { n, m }) });
  }
}
