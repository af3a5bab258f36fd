import { PDFParse } from 'pdf-parse';
import type request from 'supertest';

/** The text of a PDF as a reader would copy it, for specs; `oneLine` makes every whitespace run one space. */
export async function pdfText(pdf: Uint8Array, options: { oneLine?: boolean } = {}): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return options.oneLine ? text.replace(/\s+/g, ' ') : text;
  } finally {
    await parser.destroy();
  }
}

/** A supertest parser that keeps a binary answer (a PDF, a CSV, an export) whole: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
