import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';

/** What a PDF draws with: the `r g b rg` fill colours of its pages as `#RRGGBB`, and the size of each image as `WxH`. */
export interface PdfDrawing {
  /** Every fill colour its pages set, as `#RRGGBB`. */
  fills: Set<string>;
  /** Each embedded image's size, as `WxH`, in the file's order. */
  images: string[];
}

const toHex = (channel: string) =>
  Math.round(Number(channel) * 255)
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/** The fill colours and images of a PDF, for specs of a brand's colours and logo on a printed report. */
export async function pdfDrawing(pdf: Uint8Array): Promise<PdfDrawing> {
  const doc = await PDFDocument.load(pdf);
  const fills = new Set<string>();
  const images: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      const size = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      images.push(`${size('Width')}x${size('Height')}`);
      continue;
    }
    if (object.dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const content = inflateSync(object.contents).toString('latin1');
    for (const match of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) fills.add(`#${match.slice(1, 4).map(toHex).join('')}`);
  }
  return { fills, images };
}
