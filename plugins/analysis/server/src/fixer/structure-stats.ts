import { load } from 'cheerio';
import type { HtmlStructureStats } from '@otimiza/plugin-analysis-shared';
import { clean } from './page-text.js';

/** The figures of the before/after comparison: meta tags, heading outline, images with alt. */
export function structureStatsOf(html: string): HtmlStructureStats {
  const $ = load(html);
  const images = $('img');
  return {
    metaTags: $('head meta').length + $('head title').length + $('head link[rel~="canonical" i]').length,
    headingsStructure: $('h1, h2, h3, h4, h5, h6')
      .toArray()
      .slice(0, 40)
      .map((heading) => ({ level: Number(heading.tagName.slice(1)), text: clean($(heading).text()).slice(0, 120) })),
    imagesWithAlt: images.filter((_, image) => $(image).attr('alt') !== undefined).length,
    totalImages: images.length,
  };
}
