import { load } from 'cheerio';
import type { AnalysisContext, HtmlFixView } from '@otimiza/plugin-analysis-shared';
import { extractPageContext } from '../context/page-context.js';
import { fixCatalogue } from './fix-catalogue.js';
import type { ChangedElement, FixerPage, PageResources } from './html-fix.js';
import { detectLanguage } from './page-text.js';
import { noteOriginalAttributes } from './snippet.js';

const DOCTYPE = '<!DOCTYPE html>';
const leadingDoctype = /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<!doctype\s+html/i;

export interface FixerInput {
  html: string;
  /** The address the page was fetched from (after redirects). */
  pageUrl: string;
  /** What the page says about the business; read from the page when not given. */
  context?: AnalysisContext;
  resources?: PageResources;
  /** Fixes the workspace dropped (fixer/skipped-fixes): left out, whatever the page needs. */
  skip?: ReadonlySet<string>;
}

export interface FixerOutput {
  html: string;
  fixes: HtmlFixView[];
  /** By fix id, the elements each fix changed as they were before (fixes of the page as a whole have none). */
  changedElements: ReadonlyMap<string, readonly ChangedElement[]>;
  /** The URL the page's relative references resolve against. */
  baseUrl: string;
}

const noResources: PageResources = { imageSizes: new Map(), siteFavicon: null };

function doctypeFix(): HtmlFixView {
  return {
    id: 'doctype',
    category: 'best-practices',
    priority: 'medium',
    title: { pt: 'Declarar o doctype HTML5', en: 'Declare the HTML5 doctype' },
    description: {
      pt: 'Sem <!DOCTYPE html> o navegador desenha a página em "modo de compatibilidade", com regras antigas de layout.',
      en: 'Without <!DOCTYPE html> the browser renders the page in quirks mode, with legacy layout rules.',
    },
    audits: ['doctype'],
    count: 1,
    before: '',
    after: DOCTYPE,
    fixedCode: DOCTYPE,
  };
}

/**
 * Rewrites a page with every fix of the catalogue it needs. Only what is missing or wrong is
 * touched, so running it on its own output changes nothing.
 */
export function fixHtml(input: FixerInput): FixerOutput {
  const $ = load(input.html);
  noteOriginalAttributes($);
  const pageUrl = new URL(input.pageUrl);
  const baseHref = $('base[href]').first().attr('href');
  let baseUrl = pageUrl;
  try {
    if (baseHref) baseUrl = new URL(baseHref, pageUrl);
  } catch {
    // an invalid <base> is ignored by browsers too
  }
  const context = input.context ?? extractPageContext(input.html, input.pageUrl);
  const page: FixerPage = {
    $,
    pageUrl,
    baseUrl,
    language: detectLanguage($),
    companyName: context.companyName,
    location: context.location,
    resources: input.resources ?? noResources,
  };
  const fixes: HtmlFixView[] = [];
  const changedElements = new Map<string, readonly ChangedElement[]>();
  const hasDoctype = leadingDoctype.test(input.html);
  if (!hasDoctype && !input.skip?.has('doctype')) fixes.push(doctypeFix());
  for (const fix of fixCatalogue) {
    if (input.skip?.has(fix.id)) continue;
    const change = fix.apply(page);
    if (!change) continue;
    if (change.elements) changedElements.set(fix.id, change.elements);
    fixes.push({
      id: fix.id,
      category: fix.category,
      priority: fix.priority,
      title: fix.title,
      description: fix.description,
      audits: [...fix.audits],
      count: change.count,
      before: change.before,
      after: change.after,
      fixedCode: change.after,
    });
  }
  const body = $.html();
  // No line break after the added doctype: the serializer writes none, so a second run is byte-identical.
  const html = hasDoctype || leadingDoctype.test(body) || input.skip?.has('doctype') ? body : `${DOCTYPE}${body}`;
  return { html, fixes, changedElements, baseUrl: baseUrl.href };
}

/** Fix definitions by id, for estimates and savings. */
export const fixById = new Map(fixCatalogue.map((fix) => [fix.id, fix]));
