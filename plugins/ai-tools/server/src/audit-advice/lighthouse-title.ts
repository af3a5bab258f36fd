import type { Language, LocalizedText } from '@otimiza/sdk/shared';

const marks = /\[([^\]]+)\]\((?:https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** A Lighthouse text without its Markdown marks (`code` and [text](url)), for plain sentences. */
export function plainLighthouseText(text: string): string {
  return text.replace(marks, (_match, link: string | undefined, code: string | undefined) => (link ?? code ?? '').replaceAll('`', ''));
}

/**
 * An audit's Lighthouse title in the reader's language (Lighthouse's own translation, which the
 * analysis keeps as `titles`; the English `title` for analyses stored before it), as plain text.
 */
export function lighthouseTitleIn(audit: { title: string; titles?: LocalizedText | null }, language: Language): string {
  return plainLighthouseText(audit.titles?.[language] || audit.title);
}
