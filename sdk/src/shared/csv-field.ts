/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, its quotes doubled. Text starting with
 * = + - @, a tab or a carriage return would run as a formula in a spreadsheet: an apostrophe keeps it text (numbers
 * are left as they are).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
