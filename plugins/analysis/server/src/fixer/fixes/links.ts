import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, cutAtWord, humanizeFileName, sentenceCase } from '../page-text.js';
import { accentsFromPage } from '../page-words.js';
import { trackChanges } from '../snippet.js';
import { vagueTexts } from '../vague-phrases.js';

function visibleLinkText(link: Cheerio<Element>): string {
  return clean(link.text())
    .toLowerCase()
    .replace(/[.!:›»→>]+$/, '')
    .trim();
}

/** The words the page itself uses for the same target: another link's text, or the heading of the `#id` it points to. */
function ownWordsFor($: CheerioAPI, link: Cheerio<Element>): string {
  const href = link.attr('href') ?? '';
  for (const other of $('a[href]').toArray()) {
    if (other === link.get(0) || $(other).attr('href') !== href) continue;
    const text = clean($(other).text());
    if (
      text.length >= 3 &&
      !vagueTexts.has(
        text
          .toLowerCase()
          .replace(/[.!:›»→>]+$/, '')
          .trim(),
      )
    )
      return text;
  }
  if (href.startsWith('#') && href.length > 1) {
    const target = $(`[id="${href.slice(1).replace(/"/g, '')}"]`).first();
    return clean(target.is('h1, h2, h3, h4, h5, h6') ? target.text() : target.find('h1, h2, h3, h4').first().text());
  }
  return '';
}

/** What a link leads to, in words: its title, the page's own words for the target, the heading of its section, else its address. */
function destinationOf($: CheerioAPI, link: Cheerio<Element>, page: FixerPage): string {
  const title = clean(link.attr('title'));
  if (title) return title;
  const href = link.attr('href') ?? '';
  if (/^mailto:/i.test(href)) return href.slice(7).split('?')[0]!;
  if (/^tel:/i.test(href)) return href.slice(4);
  if (/^https?:\/\/(wa\.me|api\.whatsapp\.com)/i.test(href)) return 'WhatsApp';
  const ownWords = ownWordsFor($, link);
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
    return trackChanges($, links, (element) => {
      const link = $(element);
      const vague = visibleLinkText(link);
      if (!vagueTexts.has(vague) || link.children().length > 0) return false;
      const destination = destinationOf($, link, page);
      if (!destination) return false;
      link.text(sentenceCase(descriptiveText(destination, vague, page.language)));
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

export const crawlableAnchorsFix: HtmlFix = {
  id: 'crawlable-anchors',
  category: 'seo',
  priority: 'medium',
  audits: ['crawlable-anchors'],
  title: { pt: 'Links que o Google consegue seguir', en: 'Links search engines can follow' },
  description: {
    pt: 'Âncoras com href="javascript:…" ou vazio funcionam como botões: passam a ser marcadas como botão, e o Google deixa de tratá-las como links quebrados.',
    en: 'Anchors with href="javascript:…" or an empty href act as buttons: they are now marked as buttons so search engines stop treating them as broken links.',
  },
  apply({ $ }) {
    const anchors = $('a[href]').toArray();
    return trackChanges($, anchors, (element) => {
      const anchor = $(element);
      if (!scriptOnlyHref.test(anchor.attr('href') ?? '') || anchor.attr('role')) return false;
      anchor.attr('role', 'button');
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
