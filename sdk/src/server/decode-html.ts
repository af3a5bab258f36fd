/** A fetched page's text in the charset its response or its meta tag declares (UTF-8 by default). */
export function decodeHtml(body: Buffer, contentType: string | null | undefined): string {
  const declared =
    contentType?.match(/charset=["']?([\w-]+)/i)?.[1] ??
    body
      .subarray(0, 2048)
      .toString('latin1')
      .match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
