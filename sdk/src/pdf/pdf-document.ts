import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { DejaVuFonts } from './dejavu-fonts.js';
import type { PdfFonts } from './pdf-blocks.js';

/** A new PDF with DejaVu Sans embedded (only the glyphs it uses), regular and bold. */
export async function createPdfDocument(fonts: DejaVuFonts): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  return { doc, fonts: { regular, bold } };
}

export interface PdfMetadata {
  title: string;
  subject?: string;
  author?: string;
  /** The creator and producer: the product, or the white-label brand that hides it. */
  producer: string;
  language: 'pt' | 'en';
  createdAt: Date;
}

/** The file's properties a reader shows: its title in the window bar, its language, who made it and when. */
export function setPdfMetadata(doc: PDFDocument, metadata: PdfMetadata): void {
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  if (metadata.subject) doc.setSubject(metadata.subject);
  if (metadata.author) doc.setAuthor(metadata.author);
  doc.setCreator(metadata.producer);
  doc.setProducer(metadata.producer);
  doc.setLanguage(metadata.language === 'pt' ? 'pt-BR' : 'en');
  doc.setCreationDate(metadata.createdAt);
  doc.setModificationDate(metadata.createdAt);
}

/** A logo (PNG or JPEG) that passed the signature check may still be a broken image: null, and the document goes out without it. */
export async function embedLogo(doc: PDFDocument, logo: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null | undefined): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.type === 'image/png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    return null;
  }
}
