import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type request from 'supertest';

/** What a PDF reads as: its text as a reader would copy it, and its page count. */
export interface PdfContent {
  text: string;
  pages: number;
}

/**
 * pdf-parse runs pdfjs's legacy build, whose core-js polyfills replace JSON.parse, Array.prototype.push,
 * Function.prototype.toString and some forty other builtins of the process that loads it: JSON.parse
 * then runs about 2.5 times slower, for every spec and app sharing that process. It runs here in a
 * worker thread of its own, whose builtins those polyfills can change without reaching the specs.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParse);
parentPort.on('message', async ({ id, bytes }) => {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    parentPort.postMessage({ id, text: result.text, pages: result.total });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  } finally {
    await parser.destroy();
  }
});
`;

interface Answer {
  id: number;
  text?: string;
  pages?: number;
  error?: string;
}

let reader: { worker: Worker; waiting: Map<number, (answer: Answer) => void> } | null = null;
let nextId = 0;

function pdfReader() {
  if (reader) return reader;
  const worker = new Worker(workerSource, { eval: true, workerData: { pdfParse: createRequire(import.meta.url).resolve('pdf-parse') } });
  const waiting = new Map<number, (answer: Answer) => void>();
  const started = { worker, waiting };
  worker.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  worker.on('error', (error) => {
    for (const settle of waiting.values()) settle({ id: -1, error: String(error) });
    waiting.clear();
    if (reader === started) reader = null;
  });
  // An idle reader does not keep a spec's process alive.
  worker.unref();
  reader = started;
  return started;
}

/** A PDF's text and page count, read by pdf-parse in its worker thread. */
export async function pdfContent(pdf: Uint8Array): Promise<PdfContent> {
  const { worker, waiting } = pdfReader();
  const id = nextId++;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    worker.ref();
    worker.postMessage({ id, bytes: new Uint8Array(pdf) });
  });
  if (waiting.size === 0) worker.unref();
  if (answer.error !== undefined) throw new Error(`could not read the PDF: ${answer.error}`);
  return { text: answer.text ?? '', pages: answer.pages ?? 0 };
}

/** The text of a PDF as a reader would copy it, for specs; `oneLine` makes every whitespace run one space. */
export async function pdfText(pdf: Uint8Array, options: { oneLine?: boolean } = {}): Promise<string> {
  const { text } = await pdfContent(pdf);
  return options.oneLine ? text.replace(/\s+/g, ' ') : text;
}

/** A supertest parser that keeps a binary answer (a PDF, a CSV, an export) whole: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
