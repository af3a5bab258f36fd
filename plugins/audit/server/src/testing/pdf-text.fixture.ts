import { PDFParse } from 'pdf-parse';
import type request from 'supertest';

/** The text of a PDF as a reader would copy it, whitespace runs made one space, for specs. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** A supertest parser that keeps a binary answer (a PDF) whole: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
