const genericWords =
  /^(?:home|home ?page|in[ií]cio|p[aá]gina inicial|principal|untitled(?: document)?|sem t[ií]tulo|index(?:\.html?|\.php)?|default|welcome|bem[- ]vind[oa]s?|site|website|site oficial|official site|document|documento|new page|nova p[aá]gina|my site|meu site|home - [\w.-]+)$/i;
const hostLike = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$|^localhost(?::\d+)?$/i;
export const titleSeparator = /\s+[|·•–—:-]\s+|\s*::\s*/;

/** 'Home', 'Início', 'Untitled', 'index.html', a host name or an IP address: words that name no business and no page. */
export function isGenericName(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return !trimmed || genericWords.test(trimmed) || hostLike.test(trimmed);
}

/** A title made only of generic parts ('Home | exemplo.com.br', 'Início', '127.0.0.1'), or none. */
export function isGenericTitle(title: string): boolean {
  return title.split(titleSeparator).every(isGenericName);
}
