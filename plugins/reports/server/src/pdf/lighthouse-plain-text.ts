const marks = /\[([^\]]+)\]\((?:https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** One of Lighthouse's texts for print: its `code` marks and [text](url) links as their text alone. */
export function lighthousePlainText(text: string): string {
  return text.replace(marks, (_, link: string | undefined, code: string | undefined) => link ?? code ?? '');
}
