import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, cutAtWord, humanizeFileName, sentenceCase } from '../page-text.js';
import { accentsFromPage } from '../page-words.js';
import { trackChanges } from '../snippet.js';
import { isVagueLinkText } from '../vague-phrases.js';

function visibleLinkText(link: Cheerio<Element>): string {
  return clean(link.text())
    .toLowerCase()
    .replace(/[.!:›»→>]+$/, '')
    .trim();
}

/**
 * The words the page itself uses for the same target: another link's text (not a vague one in any
 * language, nor one this run wrote: `written`), or the heading of the `#id` it points to.
 */
function ownWordsFor($: CheerioAPI, link: Cheerio<Element>, written: ReadonlySet<Element>): string {
  const href = link.attr('href') ?? '';
  for (const other of $('a[href]').toArray()) {
    if (other === link.get(0) || written.has(other) || $(other).attr('href') !== href) continue;
    const text = clean($(other).text());
    if (text.length >= 3 && !isVagueLinkText(visibleLinkText($(other)), null)) return text;
  }
  if (href.startsWith('#') && href.length > 1) {
    const target = $(`[id="${href.slice(1).replace(/"/g, '')}"]`).first();
    return clean(target.is('h1, h2, h3, h4, h5, h6') ? target.text() : target.find('h1, h2, h3, h4').first().text());
  }
  return '';
}

/** What a link leads to, in words: its title, the page's own words for the target, the heading of its section, else its address. */
function destinationOf($: CheerioAPI, link: Cheerio<Element>, page: FixerPage, written: ReadonlySet<Element> = new Set()): string {
  const title = clean(link.attr('title'));
  if (title) return title;
  const href = link.attr('href') ?? '';
  if (/^mailto:/i.test(href)) return href.slice(7).split('?')[0]!;
  if (/^tel:/i.test(href)) return href.slice(4);
  if (/^https?:\/\/(wa\.me|api\.whatsapp\.com)/i.test(href)) return 'WhatsApp';
  const ownWords = ownWordsFor($, link, written);
  if (ownWords) return ownWords;
  const heading = clean(link.closest('section, article, li, div').find('h1, h2, h3, h4').first().text());
  if (heading) return heading;
  try {
    const target = new URL(href, page.baseUrl);
    if (target.host !== page.pageUrl.host) return target.hostname.replace(/^www\./, '');
    return accentsFromPage($)(humanizeFileName(target.pathname.replace(/\/$/, '')));
  } catch {
    return '';
  }
}

function descriptiveText(destination: string, vague: string, language: 'pt' | 'en'): string {
  const lower = destination.charAt(0).toLowerCase() + destination.slice(1);
  const knowMore = /saiba|leia|veja|ver|learn|read|see|more|mais|info/.test(vague);
  if (language === 'pt') return cutAtWord(knowMore ? `Saiba mais sobre ${lower}` : `Ver ${lower}`, 80);
  return cutAtWord(knowMore ? `Learn more about ${lower}` : `Go to ${lower}`, 80);
}

/** An element's own `lang`: an SVG's `xml:lang`, which the parser stores as `lang` too, is not one (the browser's `[lang]` does not match it). */
function statedLanguage(node: Element): string | undefined {
  const namespaces = (node as Element & { 'x-attribsNamespace'?: Record<string, string> })['x-attribsNamespace'];
  return namespaces?.lang ? undefined : node.attribs.lang;
}

/** The `lang` of an element or its nearest ancestor stating one. */
function nearestLanguage(node: Element): string | null {
  for (let current: Element | null = node; current; current = current.parent && isElement(current.parent) ? current.parent : null) {
    const language = statedLanguage(current);
    if (language !== undefined) return language;
  }
  return null;
}

/** The page's language when one element states it, the `<html>` or the `<body>` (Lighthouse then reads no other). */
function singleDocumentLanguage($: CheerioAPI): string | null {
  const stated = $('[lang]')
    .toArray()
    .filter((node) => statedLanguage(node) !== undefined);
  return stated.length === 1 && ['html', 'body'].includes(stated[0]!.tagName) ? statedLanguage(stated[0]!)! : null;
}

/**
 * The language of a link's text as Lighthouse reads it: that of its elements with text (none when
 * they differ), else the link's own or its nearest ancestor's `lang`.
 */
function languageOfLinkText($: CheerioAPI, link: Cheerio<Element>): string | null {
  let found: string | null = null;
  for (const child of link.find('*').toArray()) {
    if (!$(child).text()) continue;
    const language = nearestLanguage(child);
    if (!language) continue;
    if (!found) found = language;
    else if (found.split('-')[0] !== language.split('-')[0]) return null;
  }
  return found ?? nearestLanguage(link.get(0)!);
}

const isText = (node: AnyNode): node is Text => node.type === 'text';
const isElement = (node: AnyNode): node is Element => 'children' in node && 'tagName' in node;

/** A link's text nodes with words, in order (scripts and styles aside). */
function wordsOf(node: Element): Text[] {
  if (['script', 'style', 'template'].includes(node.tagName.toLowerCase())) return [];
  return node.children.flatMap((child) => (isText(child) ? (child.data.trim() ? [child] : []) : isElement(child) ? wordsOf(child) : []));
}

/**
 * Writes a link's new text where its first words were, keeping its icons, images and the element
 * holding that text (a `<span>`, an SVG `<text>`); its other words go, with the elements left
 * holding nothing. Returns the element holding the new text.
 */
function replaceLinkText($: CheerioAPI, link: Element, text: string): Element | null {
  const [first, ...rest] = wordsOf(link);
  if (!first?.parent) return null;
  const [, leading, , trailing] = /^(\s*)([\s\S]*?)(\s*)$/.exec(first.data)!;
  first.data = `${leading}${text}${trailing}`;
  for (const words of rest) {
    let parent = words.parent;
    $(words).remove();
    while (parent && parent !== link && isElement(parent) && !wordsOf(parent).length && !parent.children.some(isElement) && parent !== first.parent) {
      const above = parent.parent;
      $(parent).remove();
      parent = above;
    }
  }
  return first.parent as Element;
}

const languageCode = { pt: 'pt-BR', en: 'en' } as const;

/** The new text is in the page's language: an element between it and the link stating another loses its `lang`, the link states the page's. */
function markLanguage($: CheerioAPI, link: Cheerio<Element>, holder: Element, language: 'pt' | 'en'): void {
  const differs = (value: string | null | undefined) => typeof value === 'string' && value.split('-')[0]!.toLowerCase() !== language;
  for (let node: Element | null = holder; node && node !== link.get(0); node = node.parent && isElement(node.parent) ? node.parent : null) {
    if (differs(statedLanguage(node))) $(node).removeAttr('lang');
  }
  if (differs(nearestLanguage(link.get(0)!))) link.attr('lang', languageCode[language]);
}

export const linkTextFix: HtmlFix = {
  id: 'link-text',
  category: 'seo',
  priority: 'medium',
  audits: ['link-text'],
  title: { pt: 'Textos de link descritivos', en: 'Descriptive link text' },
  description: {
    pt: 'Links como "clique aqui" e "saiba mais" não dizem para onde levam; o texto passa a nomear o destino.',
    en: 'Links such as "click here" and "read more" do not say where they lead; the text now names the destination.',
  },
  apply(page) {
    const { $ } = page;
    const links = $('a[href]').toArray();
    const documentLanguage = singleDocumentLanguage($);
    const written = new Set<Element>();
    return trackChanges($, links, (element) => {
      const link = $(element);
      const vague = visibleLinkText(link);
      // Vague in no language: no need to read the language of its text.
      if (!vague || !isVagueLinkText(vague, null) || !isVagueLinkText(vague, documentLanguage ?? languageOfLinkText($, link))) return false;
      const destination = destinationOf($, link, page, written);
      if (!destination) return false;
      const holder = replaceLinkText($, element, sentenceCase(descriptiveText(destination, vague, page.language)));
      if (!holder) return false;
      markLanguage($, link, holder, page.language);
      written.add(element);
      return true;
    });
  },
};

function accessibleNameOf($: CheerioAPI, element: Cheerio<Element>): string {
  const labelledBy = (element.attr('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  const fromLabelledBy = labelledBy.map((id) => clean($(`[id="${id}"]`).text())).join(' ');
  const imageAlt = element
    .find('img[alt]')
    .toArray()
    .map((image) => clean($(image).attr('alt')))
    .join(' ');
  return clean(`${element.attr('aria-label') ?? ''} ${fromLabelledBy} ${element.text()} ${imageAlt} ${element.attr('title') ?? ''}`);
}

export const linkNameFix: HtmlFix = {
  id: 'link-name',
  category: 'accessibility',
  priority: 'high',
  audits: ['link-name'],
  title: { pt: 'Dar nome aos links sem texto', en: 'Name the links without text' },
  description: {
    pt: 'Links só com ícone ficam mudos no leitor de tela; recebem um aria-label com o destino.',
    en: 'Icon-only links are silent in screen readers; they get an aria-label naming the destination.',
  },
  apply(page) {
    const { $ } = page;
    const links = $('a[href]').toArray();
    return trackChanges($, links, (element) => {
      const link = $(element);
      if (accessibleNameOf($, link) || link.attr('aria-hidden') === 'true') return false;
      const destination = destinationOf($, link, page) || page.pageUrl.hostname;
      link.attr('aria-label', sentenceCase(destination));
      return true;
    });
  },
};

const scriptOnlyHref = /^\s*(javascript:|$)/i;
/**
 * What a button does with Enter and Space, for an anchor that becomes one: an anchor without an address does nothing on
 * either, and one with an address only follows it on Enter. Left out when the anchor reads keys itself.
 */
const buttonKeys = "if(event.key==='Enter'||event.key===' '){event.preventDefault();this.click()}";
const keyHandlers = ['onkeydown', 'onkeyup', 'onkeypress'];
/** Attributes that mean something only on a link with an address (HTML's `a` element; Lighthouse fails an anchor with one and no href). */
const hrefOnlyAttributes = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];

/**
 * What an anchor Lighthouse would not crawl needs, if anything the HTML can say: a script-only
 * or empty address, or no address and an inline handler (`onclick`…), makes it a button (and
 * focusable when it has no address); no address and no handler but a link's attributes
 * (`target`…): a placeholder, whose stray attributes go. An anchor with a role, a `name` or, with
 * no address, an `id` passes as it is; one with neither address nor anything else is left (a
 * script may give it a listener, which the HTML does not show).
 */
function crawlableAnchorChange(anchor: Cheerio<Element>): 'button' | 'focusable-button' | 'placeholder' | null {
  if (clean(anchor.attr('role')) || clean(anchor.attr('name'))) return null;
  const href = anchor.attr('href');
  if (href !== undefined) return scriptOnlyHref.test(href) ? 'button' : null;
  if (anchor.attr('id')) return null;
  const attributes = Object.keys(anchor.get(0)!.attribs).map((name) => name.toLowerCase());
  if (attributes.some((name) => name.startsWith('on'))) return 'focusable-button';
  return attributes.some((name) => hrefOnlyAttributes.includes(name)) ? 'placeholder' : null;
}

export const crawlableAnchorsFix: HtmlFix = {
  id: 'crawlable-anchors',
  category: 'seo',
  priority: 'medium',
  audits: ['crawlable-anchors'],
  title: { pt: 'Links que o Google consegue seguir', en: 'Links search engines can follow' },
  description: {
    pt: 'Âncoras com href="javascript:…", href vazio ou só um onclick funcionam como botões: passam a ser marcadas como botão (alcançáveis pelo Tab e acionadas com Enter ou Espaço), e o Google deixa de tratá-las como links quebrados. Uma âncora sem endereço perde o target ou rel que só valem num link.',
    en: 'Anchors with href="javascript:…", an empty href or only an onclick act as buttons: they are now marked as buttons (reachable with Tab and pressed with Enter or Space), so search engines stop treating them as broken links. An anchor without an address loses the target or rel that only apply to a link.',
  },
  apply({ $ }) {
    const anchors = $('a').toArray();
    return trackChanges($, anchors, (element) => {
      const anchor = $(element);
      const change = crawlableAnchorChange(anchor);
      if (!change) return false;
      if (change === 'placeholder') {
        for (const name of Object.keys(element.attribs)) if (hrefOnlyAttributes.includes(name.toLowerCase())) anchor.removeAttr(name);
        return true;
      }
      anchor.attr('role', 'button');
      if (change === 'focusable-button' && anchor.attr('tabindex') === undefined) anchor.attr('tabindex', '0');
      if (!Object.keys(element.attribs).some((name) => keyHandlers.includes(name.toLowerCase()))) anchor.attr('onkeydown', buttonKeys);
      return true;
    });
  },
};

export const relNoopenerFix: HtmlFix = {
  id: 'rel-noopener',
  category: 'best-practices',
  priority: 'low',
  audits: [],
  title: { pt: 'Proteger links que abrem em nova aba', en: 'Protect links that open a new tab' },
  description: {
    pt: 'rel="noopener" impede que a página aberta em nova aba controle a sua (e melhora o desempenho).',
    en: 'rel="noopener" stops the page opened in a new tab from controlling yours (and helps performance).',
  },
  apply({ $ }) {
    const links = $('a[target="_blank" i]').toArray();
    return trackChanges($, links, (element) => {
      const link = $(element);
      const rel = (link.attr('rel') ?? '').split(/\s+/).filter(Boolean);
      if (rel.some((value) => ['noopener', 'noreferrer'].includes(value.toLowerCase()))) return false;
      link.attr('rel', [...rel, 'noopener'].join(' '));
      return true;
    });
  },
};
