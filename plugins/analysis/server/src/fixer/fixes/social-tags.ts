import type { CheerioAPI } from 'cheerio';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, siteNameOf } from '../page-text.js';
import { canonicalUrlOf } from './canonical.js';

/** The first image large enough to represent the page in a shared link. */
function shareImageOf({ $, baseUrl, resources }: FixerPage): string | null {
  for (const element of $('img[src]').toArray()) {
    const src = $(element).attr('src')!;
    if (src.startsWith('data:')) continue;
    const absolute = new URL(src, baseUrl).toString();
    const size = resources.imageSizes.get(absolute);
    const width = size?.width ?? Number($(element).attr('width'));
    if (width >= 200) return absolute;
  }
  return null;
}

function addMissing($: CheerioAPI, attribute: 'property' | 'name', tags: [string, string | null][]): string[] {
  const added: string[] = [];
  for (const [key, value] of tags) {
    if (!value || $(`meta[${attribute}="${key}"]`).length > 0) continue;
    const meta = $(`<meta ${attribute}="${key}">`).attr('content', value);
    $('head').append(meta);
    added.push($.html(meta));
  }
  return added;
}

export const openGraphFix: HtmlFix = {
  id: 'open-graph',
  category: 'seo',
  priority: 'medium',
  audits: [],
  title: { pt: 'Adicionar as tags Open Graph', en: 'Add the Open Graph tags' },
  description: {
    pt: 'Título, descrição e imagem que aparecem quando o link é compartilhado no WhatsApp, Facebook e LinkedIn.',
    en: 'The title, description and image shown when the link is shared on WhatsApp, Facebook and LinkedIn.',
  },
  apply(page) {
    const { $, pageUrl, language, companyName } = page;
    const added = addMissing($, 'property', [
      ['og:title', clean($('title').first().text())],
      ['og:description', clean($('meta[name="description" i]').attr('content'))],
      ['og:type', 'website'],
      ['og:url', canonicalUrlOf(pageUrl)],
      ['og:site_name', siteNameOf(pageUrl, companyName)],
      ['og:locale', language === 'pt' ? 'pt_BR' : 'en_US'],
      ['og:image', shareImageOf(page)],
    ]);
    return added.length ? { count: added.length, before: '', after: added.join('\n') } : null;
  },
};

export const twitterCardFix: HtmlFix = {
  id: 'twitter-card',
  category: 'seo',
  priority: 'low',
  audits: [],
  title: { pt: 'Adicionar as tags do X (Twitter)', en: 'Add the X (Twitter) card tags' },
  description: {
    pt: 'Define como o link aparece quando compartilhado no X: cartão com título, descrição e imagem.',
    en: 'Sets how the link looks when shared on X: a card with title, description and image.',
  },
  apply({ $ }) {
    const image = $('meta[property="og:image"]').attr('content') ?? null;
    const added = addMissing($, 'name', [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', clean($('title').first().text())],
      ['twitter:description', clean($('meta[name="description" i]').attr('content'))],
    ]);
    return added.length ? { count: added.length, before: '', after: added.join('\n') } : null;
  },
};
