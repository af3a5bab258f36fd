import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { clean } from '../page-text.js';
import { snippetOf, trackChanges } from '../snippet.js';

const levelOf = (element: Element) => Number(element.tagName.slice(1));

function rename(element: Element, level: number): void {
  element.tagName = `h${level}`;
}

/** The headings screen readers list: a heading marked as presentation is not one of them. */
const outlineHeadings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => `${tag}:not([role="presentation"]):not([role="none"])`).join(', ');

export const emptyHeadingFix: HtmlFix = {
  id: 'empty-heading',
  category: 'accessibility',
  priority: 'low',
  audits: ['empty-heading'],
  title: { pt: 'Tirar do índice os títulos vazios', en: 'Take empty headings out of the outline' },
  description: {
    pt: 'Um título sem texto (muitas vezes usado só como espaço) aparece vazio na lista de títulos do leitor de tela; ele deixa de ser anunciado como título (role="presentation"), sem mudar a aparência.',
    en: 'A heading with no text (often used only as spacing) shows up empty in the screen reader\'s list of headings; it is no longer announced as a heading (role="presentation"), with no change in how it looks.',
  },
  apply({ $ }) {
    return trackChanges($, $('h1, h2, h3, h4, h5, h6').toArray(), (heading) => {
      const element = $(heading);
      const named =
        clean(element.text()) ||
        element
          .find('img[alt]')
          .toArray()
          .some((image) => clean(image.attribs.alt)) ||
        element.find('[aria-label], [aria-labelledby], [title]').length > 0;
      const attributes = Object.keys(heading.attribs);
      if (named || attributes.some((name) => name === 'role' || name === 'tabindex' || name === 'title' || name.startsWith('aria-'))) return false;
      element.attr('role', 'presentation');
      return true;
    });
  },
};

export const singleH1Fix: HtmlFix = {
  id: 'single-h1',
  category: 'seo',
  priority: 'high',
  audits: [],
  title: { pt: 'Um único título principal (h1)', en: 'A single main heading (h1)' },
  description: {
    pt: 'A página deve ter exatamente um <h1> dizendo do que ela trata: o primeiro título vira h1 e os outros h1 viram h2.',
    en: 'The page should have exactly one <h1> saying what it is about: the first heading becomes the h1 and other h1s become h2.',
  },
  apply({ $ }) {
    const headings = $('h1, h2, h3, h4, h5, h6')
      .toArray()
      .filter((element) => clean($(element).text()).length > 0);
    const h1s = headings.filter((element) => element.tagName === 'h1');
    if (h1s.length === 1 || headings.length === 0) return null;
    const changed = h1s.length === 0 ? [headings[0]!] : h1s.slice(1);
    const before = snippetOf($, $(changed));
    if (h1s.length === 0) rename(headings[0]!, 1);
    else for (const extra of h1s.slice(1)) rename(extra, 2);
    return { count: changed.length, before, after: snippetOf($, $(changed)) };
  },
};

/**
 * Sibling cards of one kind (same tag and class, e.g. a product grid) whose first headings mix
 * levels (h3 and h4): each is put at the highest level among them, so the outline lists the
 * products side by side instead of nesting every other one under the one before it.
 */
function levelSiblingHeadings($: CheerioAPI, changed: Element[], before: string[]): void {
  for (const parent of $('body *').toArray() as Element[]) {
    const groups = new Map<string, Element[]>();
    for (const child of $(parent).children().toArray() as Element[]) {
      const key = `${child.tagName}|${clean(child.attribs.class).split(' ').sort().join(' ')}`;
      groups.set(key, [...(groups.get(key) ?? []), child]);
    }
    for (const [key, cards] of groups) {
      // Plain unclassed blocks are often the page's sections, whose levels may nest on purpose.
      if (cards.length < 2 || !(!key.endsWith('|') || /^(article|li)\|$/.test(key))) continue;
      const headings = cards.map((card) => $(card).find(outlineHeadings).first().get(0));
      if (headings.some((heading) => !heading)) continue;
      const levels = (headings as Element[]).map(levelOf);
      const level = Math.min(...levels);
      if (levels.every((each) => each === level)) continue;
      for (const heading of headings as Element[]) {
        if (levelOf(heading) === level) continue;
        before.push($.html(heading));
        rename(heading, level);
        changed.push(heading);
      }
    }
  }
}

export const headingOrderFix: HtmlFix = {
  id: 'heading-order',
  category: 'accessibility',
  priority: 'medium',
  audits: ['heading-order'],
  title: { pt: 'Corrigir a ordem dos títulos', en: 'Fix the heading order' },
  description: {
    pt: 'Os níveis de título não podem pular (h1 → h3) e cartões lado a lado (produtos) têm títulos do mesmo nível: quem navega por leitor de tela usa essa hierarquia como índice da página.',
    en: 'Heading levels must not skip (h1 → h3) and side-by-side cards (products) get headings of one level: screen reader users navigate the page by this outline.',
  },
  apply({ $ }) {
    const changed: Element[] = [];
    const before: string[] = [];
    levelSiblingHeadings($, changed, before);
    const headings = $(outlineHeadings).toArray() as Element[];
    let previous = 0;
    for (const heading of headings) {
      const level = levelOf(heading);
      const allowed = previous === 0 ? level : Math.min(level, previous + 1);
      if (allowed !== level) {
        before.push($.html(heading));
        rename(heading, allowed);
        if (!changed.includes(heading)) changed.push(heading);
      }
      previous = allowed;
    }
    if (changed.length === 0) return null;
    return { count: changed.length, before: before.slice(0, 3).join('\n'), after: snippetOf($, $(changed)) };
  },
};

export const mainLandmarkFix: HtmlFix = {
  id: 'main-landmark',
  category: 'accessibility',
  priority: 'low',
  // A page with a main landmark also has a way to skip its repeated blocks (axe's bypass rule).
  audits: ['landmark-one-main', 'bypass'],
  title: { pt: 'Marcar o conteúdo principal (main)', en: 'Mark the main content (main)' },
  description: {
    pt: 'A região <main> permite pular o menu e ir direto ao conteúdo com o leitor de tela.',
    en: 'The <main> region lets screen reader users skip the menu and go straight to the content.',
  },
  apply({ $ }) {
    if ($('main, [role="main"]').length > 0) return null;
    const body = $('body');
    const content = body
      .children()
      .filter((_, element) => !['header', 'nav', 'footer', 'script', 'noscript', 'template', 'style', 'link'].includes(element.tagName));
    if (content.length === 0) return null;
    if (content.length === 1 && ['div', 'section', 'article'].includes(content[0]!.tagName)) {
      const before = snippetOf($, content, 1);
      content.attr('role', 'main');
      return { count: 1, before, after: snippetOf($, content, 1) };
    }
    const first = content.first();
    const last = content.last();
    const span = content.length === 1 ? first : first.nextUntil(last).addBack().add(last);
    const main = $('<main></main>');
    first.before(main);
    main.append(span);
    return { count: 1, before: '<body>…', after: '<body>…<main>…</main>' };
  },
};
