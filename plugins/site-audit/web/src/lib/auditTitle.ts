/** A piece of a Lighthouse audit title: plain text, or a `code` mark. */
export interface AuditTitleSegment {
  text: string;
  code: boolean;
}

/** Lighthouse's marks in a title: [text](url) links and `code`. */
const marks = /\[([^\]]+)\]\((?:https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** A Lighthouse title ("O elemento `<html>` não tem um atributo `[lang]`") as text and code pieces; a link keeps its text. */
export function auditTitleSegments(title: string): AuditTitleSegment[] {
  const segments: AuditTitleSegment[] = [];
  let last = 0;
  for (const match of title.matchAll(marks)) {
    if (match.index > last) segments.push({ text: title.slice(last, match.index), code: false });
    segments.push(match[2] !== undefined ? { text: match[2], code: true } : { text: match[1] ?? '', code: false });
    last = match.index + match[0].length;
  }
  if (last < title.length) segments.push({ text: title.slice(last), code: false });
  return segments;
}

/** The title without its marks, for a select's option or a tooltip. */
export function plainAuditTitle(title: string): string {
  return auditTitleSegments(title)
    .map((segment) => segment.text)
    .join('');
}
