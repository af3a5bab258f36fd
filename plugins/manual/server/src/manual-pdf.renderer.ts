import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import {
  visibleManualCards,
  type ManualCardId,
  type ManualContent,
  type ManualSection,
  type ManualStep,
  type ManualSupportContact,
} from '@otimiza/plugin-manual-shared';
import { formatGenerationDate, manualPdfLabels, pageLabel } from './manual-pdf.labels.js';
import {
  A4,
  PageCursor,
  addInternalLink,
  addUriLink,
  createPdfDocument,
  drawLines,
  fitLine,
  hexColor,
  lineAdvance,
  setPdfMetadata,
  wrapText,
  type Anchor,
  type DejaVuFonts,
  type TextStyle,
} from '@otimiza/sdk/pdf';

const colors = {
  primary: hexColor('#3B82F6'),
  dark: hexColor('#1E40AF'),
  ink: hexColor('#1F2937'),
  body: hexColor('#374151'),
  muted: hexColor('#6B7280'),
  rule: hexColor('#E5E7EB'),
  tint: hexColor('#EFF6FF'),
  tintBorder: hexColor('#BFDBFE'),
  coverText: hexColor('#DBEAFE'),
  white: rgb(1, 1, 1),
};

const margins = { top: 84, right: 56, bottom: 80, left: 56 };
const [pageWidth, pageHeight] = A4;
const itemIndent = 38;

interface TocEntry {
  label: string;
  level: 0 | 1;
  anchor: Anchor;
}

export interface ManualPdfInput {
  content: ManualContent;
  /** The instance's support e-mail and chat address; what is null is not printed. */
  contact: ManualSupportContact;
  language: Language;
  fonts: DejaVuFonts;
  generatedAt: Date;
}

export async function renderManualPdf(input: ManualPdfInput): Promise<Uint8Array> {
  const { doc, fonts } = await createPdfDocument(input.fonts);
  new ManualPdfRenderer(doc, fonts.regular, fonts.bold, input).render();
  return doc.save();
}

class ManualPdfRenderer {
  private readonly toc: TocEntry[] = [];
  private readonly chapterOfPage = new Map<PDFPage, string>();
  private chapter = '';

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly input: ManualPdfInput,
  ) {}

  private t(text: LocalizedText): string {
    return text[this.input.language];
  }

  private style(font: 'regular' | 'bold', size: number, color = colors.body, lineHeight = 1.5): TextStyle {
    return { font: font === 'bold' ? this.bold : this.regular, size, color, lineHeight };
  }

  render(): void {
    const { content } = this.input;
    this.setMetadata();
    this.drawCover();
    const tocPage = this.doc.addPage(A4);

    const [firstSection] = content.sections;
    this.chapter = firstSection ? this.t(firstSection.title) : '';
    const cursor = new PageCursor(this.doc, margins, (page) => this.chapterOfPage.set(page, this.chapter));

    content.sections.forEach((section, index) => this.drawSection(cursor, section, index));
    if (this.shows('video-tutorial')) this.drawVideo(cursor);
    if (this.shows('support-contact')) this.drawSupport(cursor);
    this.drawFaq(cursor);

    this.drawContents(tocPage);
    this.drawPageFurniture();
  }

  private setMetadata(): void {
    const { content, language, generatedAt } = this.input;
    setPdfMetadata(this.doc, {
      title: `Otimiza — ${this.t(content.title)}`,
      subject: this.t(content.subtitle),
      author: 'Otimiza',
      producer: 'Otimiza',
      language,
      createdAt: generatedAt,
    });
  }

  private startChapter(cursor: PageCursor, title: string, first = false): void {
    this.chapter = title;
    if (first) this.chapterOfPage.set(cursor.page, title);
    else cursor.newPage();
  }

  private drawCover(): void {
    const { content, language, generatedAt } = this.input;
    const page = this.doc.addPage(A4);
    const left = margins.left;
    const width = pageWidth - margins.left - margins.right;
    const bandBottom = pageHeight - 470;

    page.drawRectangle({ x: 0, y: bandBottom, width: pageWidth, height: pageHeight - bandBottom, color: colors.dark });
    page.drawCircle({ x: pageWidth - 40, y: pageHeight - 70, size: 160, color: colors.primary, opacity: 0.35 });
    page.drawCircle({ x: pageWidth - 150, y: bandBottom + 40, size: 70, color: colors.primary, opacity: 0.25 });
    page.drawRectangle({ x: 0, y: bandBottom - 8, width: pageWidth, height: 8, color: colors.primary });

    page.drawText('Otimiza', { x: left, y: pageHeight - 150, size: 44, font: this.bold, color: colors.white });
    page.drawText(this.t(manualPdfLabels.tagline), { x: left, y: pageHeight - 178, size: 12, font: this.regular, color: colors.coverText });

    const titleStyle = this.style('bold', 30, colors.white, 1.2);
    let top = pageHeight - 270;
    top -= drawLines(page, wrapText(this.t(content.title), this.bold, titleStyle.size, width), left, top, titleStyle);
    top -= 12;
    const subtitleStyle = this.style('regular', 14, colors.coverText, 1.45);
    drawLines(page, wrapText(this.t(content.subtitle), this.regular, subtitleStyle.size, width - 60), left, top, subtitleStyle);

    const metaTop = bandBottom - 70;
    const columns: [LocalizedText, string][] = [
      [manualPdfLabels.language, this.t(manualPdfLabels.languageName)],
      [manualPdfLabels.generatedOn, formatGenerationDate(language, generatedAt)],
    ];
    columns.forEach(([label, value], index) => {
      const x = left + index * (width / 2);
      page.drawText(this.t(label).toUpperCase(), { x, y: metaTop, size: 9, font: this.bold, color: colors.primary });
      page.drawText(value, { x, y: metaTop - 20, size: 13, font: this.regular, color: colors.ink });
    });

    const overviewStyle = this.style('regular', 11, colors.body, 1.6);
    let overviewTop = metaTop - 70;
    page.drawText(this.t(manualPdfLabels.inThisManual).toUpperCase(), { x: left, y: overviewTop, size: 9, font: this.bold, color: colors.primary });
    overviewTop -= 14;
    const overview = [
      ...content.sections.map((section) => this.t(section.title)),
      ...(this.shows('video-tutorial') ? [this.t(this.cardTitle('video-tutorial'))] : []),
      ...(this.shows('support-contact') ? [this.t(this.cardTitle('support-contact'))] : []),
      this.t(manualPdfLabels.faq),
    ];
    overview.forEach((item, index) => {
      page.drawText(String(index + 1).padStart(2, '0'), { x: left, y: overviewTop - 12, size: 11, font: this.bold, color: colors.primary });
      overviewTop -= drawLines(page, [item], left + 26, overviewTop, overviewStyle);
    });

    const contactLine = this.contactLine();
    if (!contactLine) return;
    page.drawLine({ start: { x: left, y: 78 }, end: { x: pageWidth - margins.right, y: 78 }, thickness: 0.75, color: colors.rule });
    page.drawText(fitLine(contactLine, this.regular, 9.5, width), { x: left, y: 58, size: 9.5, font: this.regular, color: colors.muted });
  }

  /** The cover's support line, from what is configured; null without any contact. */
  private contactLine(): string | null {
    const { contact, content } = this.input;
    const parts = [
      ...(contact.email ? [contact.email, this.t(content.support.responseTime)] : []),
      ...(contact.url ? [contact.url.replace(/^https?:\/\//, ''), this.t(content.support.chatHours)] : []),
    ];
    return parts.length ? parts.join('  ·  ') : null;
  }

  /** The same cards as the manual page: no video chapter before one is published, no support chapter without a contact. */
  private shows(id: ManualCardId): boolean {
    return visibleManualCards(this.input.content, this.input.contact).some((card) => card.id === id);
  }

  private cardTitle(id: ManualCardId): LocalizedText {
    const card = this.input.content.cards.find((candidate) => candidate.id === id);
    return card ? card.title : { pt: id, en: id };
  }

  private drawChapterHeading(cursor: PageCursor, heading: { kicker: string; title: string; summary?: string; tocLabel?: string }): void {
    const { kicker, title, summary } = heading;
    cursor.ensureSpace(120);
    this.toc.push({ label: heading.tocLabel ?? title, level: 0, anchor: cursor.anchor() });
    cursor.page.drawText(kicker.toUpperCase(), { x: cursor.left, y: cursor.y - 10, size: 10, font: this.bold, color: colors.primary });
    cursor.moveDown(22);
    cursor.paragraph(title, this.style('bold', 24, colors.dark, 1.25));
    if (summary) {
      cursor.moveDown(6);
      cursor.paragraph(summary, this.style('regular', 12, colors.muted, 1.5));
    }
    cursor.moveDown(10);
    cursor.page.drawRectangle({ x: cursor.left, y: cursor.y - 3, width: 48, height: 3, color: colors.primary });
    cursor.moveDown(30);
  }

  private drawSection(cursor: PageCursor, section: ManualSection, index: number): void {
    this.startChapter(cursor, this.t(section.title), index === 0);
    const kicker = `${this.t(manualPdfLabels.section)} ${index + 1}`;
    this.drawChapterHeading(cursor, { kicker, title: this.t(section.title), summary: this.t(section.summary) });
    section.steps.forEach((step, stepIndex) => {
      const anchor = this.drawNumberedItem(cursor, stepIndex + 1, step, 'filled');
      this.toc.push({ label: `${stepIndex + 1}. ${this.t(step.title)}`, level: 1, anchor });
    });
  }

  private tipStyles(): { label: TextStyle; tip: TextStyle } {
    return { label: this.style('bold', 9.5, colors.dark, 1.45), tip: this.style('regular', 9.5, colors.body, 1.45) };
  }

  private tipsBoxHeight(tips: readonly string[], width: number): number {
    if (tips.length === 0) return 0;
    const { label, tip } = this.tipStyles();
    const lines = tips.reduce((sum, text) => sum + wrapText(text, tip.font, tip.size, width - 34).length, 0);
    return 8 + lineAdvance(label) + lines * lineAdvance(tip) + (tips.length - 1) * 2 + 8;
  }

  private drawTipsBox(page: PDFPage, tips: readonly string[], x: number, top: number, width: number): number {
    const height = this.tipsBoxHeight(tips, width);
    if (height === 0) return 0;
    page.drawRectangle({ x, y: top - height, width, height, color: colors.tint });
    page.drawRectangle({ x, y: top - height, width: 3, height, color: colors.primary });
    const { label, tip } = this.tipStyles();
    let y = top - 8;
    y -= drawLines(page, [this.t(tips.length > 1 ? manualPdfLabels.tips : manualPdfLabels.tip)], x + 14, y, label);
    for (const text of tips) {
      const lines = wrapText(text, tip.font, tip.size, width - 34);
      drawLines(page, ['•'], x + 14, y, { ...tip, color: colors.primary });
      y -= drawLines(page, lines, x + 24, y, tip) + 2;
    }
    return height;
  }

  /** A numbered step or chapter: marker, title, description and tips, kept together on one page. */
  private drawNumberedItem(cursor: PageCursor, number: number, item: ManualStep, marker: 'filled' | 'outline'): Anchor {
    const width = cursor.width - itemIndent;
    const titleStyle = this.style('bold', 13, colors.ink, 1.3);
    const descriptionStyle = this.style('regular', 10.5, colors.body, 1.5);
    const titleLines = wrapText(this.t(item.title), titleStyle.font, titleStyle.size, width);
    const descriptionLines = wrapText(this.t(item.description), descriptionStyle.font, descriptionStyle.size, width);
    const tips = item.tips.map((tip) => this.t(tip));
    const tipsHeight = this.tipsBoxHeight(tips, width);
    const height =
      titleLines.length * lineAdvance(titleStyle) + 4 + descriptionLines.length * lineAdvance(descriptionStyle) + (tipsHeight ? 10 + tipsHeight : 0);

    cursor.ensureSpace(height);
    const anchor = cursor.anchor();
    const { page, left } = cursor;
    const center = { x: left + 13, y: cursor.y - lineAdvance(titleStyle) / 2 };
    if (marker === 'filled') page.drawCircle({ ...center, size: 13, color: colors.primary });
    else page.drawCircle({ ...center, size: 12, borderColor: colors.primary, borderWidth: 1.5, color: colors.white });
    const numberText = String(number);
    const numberSize = 11.5;
    page.drawText(numberText, {
      x: center.x - this.bold.widthOfTextAtSize(numberText, numberSize) / 2,
      y: center.y - numberSize * 0.36,
      size: numberSize,
      font: this.bold,
      color: marker === 'filled' ? colors.white : colors.primary,
    });

    let y = cursor.y;
    y -= drawLines(page, titleLines, left + itemIndent, y, titleStyle) + 4;
    y -= drawLines(page, descriptionLines, left + itemIndent, y, descriptionStyle);
    if (tipsHeight) this.drawTipsBox(page, tips, left + itemIndent, y - 10, width);
    cursor.moveDown(height + 18);
    return anchor;
  }

  /** The published video: its description, its address (a link) and its chapters. */
  private drawVideo(cursor: PageCursor): void {
    const { video } = this.input.content;
    const url = video.url ?? '';
    const cardTitle = this.t(this.cardTitle('video-tutorial'));
    this.startChapter(cursor, cardTitle);
    this.drawChapterHeading(cursor, { kicker: cardTitle, title: this.t(video.title), summary: this.t(video.description), tocLabel: cardTitle });

    const width = cursor.width;
    const height = 40;
    cursor.ensureSpace(height);
    const { page, left, y } = cursor;
    page.drawRectangle({ x: left, y: y - height, width, height, color: colors.tint, borderColor: colors.tintBorder, borderWidth: 0.75 });
    page.drawText(fitLine(url.replace(/^https?:\/\//, ''), this.bold, 12, width - 32), {
      x: left + 16,
      y: y - 25,
      size: 12,
      font: this.bold,
      color: colors.dark,
    });
    addUriLink(this.doc, page, [left, y - height, left + width, y], url);
    cursor.moveDown(height + 28);

    video.chapters.forEach((chapter, index) => {
      this.drawNumberedItem(cursor, index + 1, { title: chapter.title, description: chapter.description, tips: [] }, 'outline');
    });
  }

  private drawSupport(cursor: PageCursor): void {
    const { support } = this.input.content;
    const { email, url } = this.input.contact;
    const card = this.input.content.cards.find((candidate) => candidate.id === 'support-contact');
    const title = this.t(this.cardTitle('support-contact'));
    this.startChapter(cursor, title);
    this.drawChapterHeading(cursor, { kicker: this.t(manualPdfLabels.help), title, ...(card ? { summary: this.t(card.description) } : {}) });

    const gap = 16;
    const width = (cursor.width - gap) / 2;
    const height = 92;
    cursor.ensureSpace(height);
    const contacts: { label: string; value: string; note: string; uri: string }[] = [
      ...(email ? [{ label: this.t(manualPdfLabels.email), value: email, note: this.t(support.responseTime), uri: `mailto:${email}` }] : []),
      ...(url ? [{ label: this.t(manualPdfLabels.chat), value: url.replace(/^https?:\/\//, ''), note: this.t(support.chatHours), uri: url }] : []),
    ];
    contacts.forEach((contact, index) => {
      const x = cursor.left + index * (width + gap);
      const top = cursor.y;
      const { page } = cursor;
      page.drawRectangle({ x, y: top - height, width, height, color: colors.tint, borderColor: colors.tintBorder, borderWidth: 0.75 });
      page.drawRectangle({ x, y: top - 4, width, height: 4, color: colors.primary });
      page.drawText(contact.label.toUpperCase(), { x: x + 16, y: top - 28, size: 9, font: this.bold, color: colors.primary });
      page.drawText(fitLine(contact.value, this.bold, 13, width - 32), { x: x + 16, y: top - 50, size: 13, font: this.bold, color: colors.dark });
      page.drawText(fitLine(contact.note, this.regular, 10.5, width - 32), { x: x + 16, y: top - 72, size: 10.5, font: this.regular, color: colors.body });
      addUriLink(this.doc, page, [x, top - height, x + width, top], contact.uri);
    });
    cursor.moveDown(height + 40);
  }

  private drawFaq(cursor: PageCursor): void {
    const questionStyle = this.style('bold', 11.5, colors.dark, 1.35);
    const answerStyle = this.style('regular', 10.5, colors.body, 1.55);
    const title = this.t(manualPdfLabels.faq);
    this.chapter = title;
    cursor.ensureSpace(160);
    this.toc.push({ label: title, level: 0, anchor: cursor.anchor() });
    cursor.paragraph(title, this.style('bold', 20, colors.dark, 1.25));
    cursor.moveDown(8);
    cursor.page.drawRectangle({ x: cursor.left, y: cursor.y - 3, width: 48, height: 3, color: colors.primary });
    cursor.moveDown(24);

    for (const entry of this.input.content.faq) {
      const questionLines = wrapText(this.t(entry.question), questionStyle.font, questionStyle.size, cursor.width - 14);
      const answerLines = wrapText(this.t(entry.answer), answerStyle.font, answerStyle.size, cursor.width - 14);
      const height = questionLines.length * lineAdvance(questionStyle) + 4 + answerLines.length * lineAdvance(answerStyle);
      cursor.ensureSpace(height);
      const { page, left } = cursor;
      page.drawRectangle({ x: left, y: cursor.y - height, width: 2.5, height, color: colors.tintBorder });
      let y = cursor.y;
      y -= drawLines(page, questionLines, left + 14, y, questionStyle) + 4;
      drawLines(page, answerLines, left + 14, y, answerStyle);
      cursor.moveDown(height + 18);
    }
  }

  private drawContents(page: PDFPage): void {
    const left = margins.left;
    const right = pageWidth - margins.right;
    const pages = this.doc.getPages();
    let y = pageHeight - margins.top;

    page.drawText(this.t(manualPdfLabels.contents), { x: left, y: y - 24, size: 24, font: this.bold, color: colors.dark });
    y -= 44;
    page.drawRectangle({ x: left, y: y - 3, width: 48, height: 3, color: colors.primary });
    y -= 30;

    for (const entry of this.toc) {
      const level0 = entry.level === 0;
      const size = level0 ? 12.5 : 10.5;
      const font = level0 ? this.bold : this.regular;
      const indent = level0 ? 0 : 18;
      if (level0 && entry !== this.toc[0]) y -= 12;
      const rowHeight = size * (level0 ? 1.9 : 1.8);
      const baseline = y - rowHeight / 2 - size * 0.35;
      const pageNumber = String(pages.indexOf(entry.anchor.page) + 1);
      const numberWidth = font.widthOfTextAtSize(pageNumber, size);
      const label = fitLine(entry.label, font, size, right - left - indent - numberWidth - 40);
      const labelWidth = font.widthOfTextAtSize(label, size);
      const color = level0 ? colors.dark : colors.body;
      page.drawText(label, { x: left + indent, y: baseline, size, font, color });
      page.drawText(pageNumber, { x: right - numberWidth, y: baseline, size, font, color });
      page.drawLine({
        start: { x: left + indent + labelWidth + 6, y: baseline + 1 },
        end: { x: right - numberWidth - 6, y: baseline + 1 },
        thickness: 0.8,
        color: colors.tintBorder,
        dashArray: [1, 3],
      });
      addInternalLink(this.doc, page, [left, y - rowHeight, right, y], entry.anchor);
      y -= rowHeight;
    }
  }

  private drawPageFurniture(): void {
    const { content, language } = this.input;
    const pages = this.doc.getPages();
    const contents = this.t(manualPdfLabels.contents);
    const manualTitle = ` · ${this.t(content.title)}`;
    const left = margins.left;
    const right = pageWidth - margins.right;
    pages.forEach((page, index) => {
      if (index === 0) return;
      const headerY = pageHeight - 44;
      page.drawText('Otimiza', { x: left, y: headerY, size: 9, font: this.bold, color: colors.primary });
      const brandWidth = this.bold.widthOfTextAtSize('Otimiza', 9);
      page.drawText(manualTitle, { x: left + brandWidth, y: headerY, size: 9, font: this.regular, color: colors.muted });
      const chapter = fitLine(index === 1 ? contents : (this.chapterOfPage.get(page) ?? ''), this.regular, 9, 220);
      page.drawText(chapter, { x: right - this.regular.widthOfTextAtSize(chapter, 9), y: headerY, size: 9, font: this.regular, color: colors.muted });
      page.drawLine({ start: { x: left, y: headerY - 10 }, end: { x: right, y: headerY - 10 }, thickness: 0.75, color: colors.rule });

      const footerY = 44;
      page.drawLine({ start: { x: left, y: footerY + 16 }, end: { x: right, y: footerY + 16 }, thickness: 0.75, color: colors.rule });
      const footerContact = this.input.contact.email ?? this.input.contact.url?.replace(/^https?:\/\//, '') ?? '';
      page.drawText(fitLine(footerContact, this.regular, 9, 300), { x: left, y: footerY, size: 9, font: this.regular, color: colors.muted });
      const label = pageLabel(language, index + 1, pages.length);
      page.drawText(label, { x: right - this.regular.widthOfTextAtSize(label, 9), y: footerY, size: 9, font: this.regular, color: colors.muted });
    });
  }
}
