import type { HtmlFix } from '../html-fix.js';
import { clean, cutAtWord, siteNameOf } from '../page-text.js';

export const titleFix: HtmlFix = {
  id: 'title',
  category: 'seo',
  priority: 'critical',
  audits: ['document-title'],
  title: { pt: 'Adicionar o título da página', en: 'Add the page title' },
  description: {
    pt: 'O <title> é o texto azul do resultado no Google e o nome da aba. Escrito a partir do primeiro título e do nome da empresa.',
    en: 'The <title> is the blue link in search results and the tab name. Written from the main heading and the company name.',
  },
  apply({ $, pageUrl, companyName }) {
    if (clean($('title').first().text())) return null;
    const heading = clean($('h1').first().text()) || clean($('h2').first().text());
    const site = siteNameOf($, pageUrl, companyName);
    const text = cutAtWord(heading && heading.toLowerCase() !== site.toLowerCase() ? `${heading} | ${site}` : site, 60);
    const existing = $('title').first();
    if (existing.length) existing.text(text);
    else $('head').append($('<title></title>').text(text));
    return { count: 1, before: existing.length ? '<title></title>' : '', after: $.html($('title').first()) };
  },
};
