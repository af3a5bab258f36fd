/** A piece of one of Lighthouse's texts, which mark code with backticks and links as [text](url). */
export type LighthouseSegment = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

const marks = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** The pieces of a Lighthouse title or description, in order; only http(s) links are links. */
export function lighthouseSegments(text: string): LighthouseSegment[] {
  const segments: LighthouseSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(marks)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[3] !== undefined) segments.push({ kind: 'code', text: match[3] });
    else segments.push({ kind: 'link', text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The text alone, for places that show plain text (a sentence, a tooltip). */
export function plainLighthouseText(text: string): string {
  return lighthouseSegments(text)
    .map((segment) => segment.text)
    .join('');
}
