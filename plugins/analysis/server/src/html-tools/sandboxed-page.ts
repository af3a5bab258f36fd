import type { Response } from 'express';
import { load } from 'cheerio';

/**
 * Answers a fixed page for an iframe preview. `Content-Security-Policy: sandbox` (without
 * allow-scripts or allow-same-origin) gives it an opaque origin with scripts off, whoever frames
 * it; a `<base>` points its relative references at the original site.
 */
export function sendSandboxedPreview(response: Response, html: string, pageUrl: string): void {
  const $ = load(html);
  $('base').remove();
  $('head').prepend($('<base>').attr('href', pageUrl));
  response
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'private, no-store',
    })
    .send($.html());
}

/** Answers a fixed page as a file to save. */
export function sendHtmlDownload(response: Response, html: string, pageUrl: string): void {
  const host = new URL(pageUrl).hostname.replace(/[^a-z0-9.-]/gi, '-');
  response
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${host}-otimizado.html"`,
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    .send(html);
}
