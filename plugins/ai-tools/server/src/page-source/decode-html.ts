/** The page's text in the charset its header or its <meta charset> names; UTF-8 otherwise. */
export function decodeHtml(body: Buffer, contentType: string | null): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const declared = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
