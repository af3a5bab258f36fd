const MAX_EVIDENCE = 160;

/** Shortens a text to at most `max` characters, marking the cut. */
export function shorten(text: string, max = MAX_EVIDENCE): string {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** The words around a match in a longer text, so the evidence reads in context. */
export function snippetAround(text: string, index: number, length: number, context = 50): string {
  const start = Math.max(0, index - context);
  const end = Math.min(text.length, index + length + context);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
