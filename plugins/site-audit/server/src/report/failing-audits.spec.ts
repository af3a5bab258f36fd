import { describe, expect, it } from 'vitest';
import { failingAuditsAcross } from './failing-audits.js';
import type { ReportPage } from './report-input.js';
import { audits, casaVerdePages, origin, pageAt } from './site-report.fixture.js';

const example = (path: string) => ({ url: `${origin}${path}`, pageId: pageAt(path).pageId });

describe('failingAuditsAcross', () => {
  it('merges each audit over the 7 audited pages and orders them by pages × weight, then pages, then id', () => {
    const found = failingAuditsAcross(casaVerdePages);
    expect(found.map(({ id, weight, pages, of, priority }) => [id, weight, pages, of, priority])).toEqual([
      ['image-alt', 10, 4, 7, 40],
      ['target-size', 7, 5, 7, 35],
      ['color-contrast', 7, 3, 7, 21],
      ['html-has-lang', 7, 1, 7, 7],
      // Same priority and pages: by id.
      ['errors-in-console', 1, 2, 7, 2],
      ['meta-description', 1, 2, 7, 2],
      // Weight 0 (diagnostics): listed last, by pages.
      ['render-blocking-resources', 0, 6, 7, 0],
      ['unsized-images', 0, 1, 7, 0],
    ]);
    expect(found[0]).toEqual({
      id: 'image-alt',
      title: { pt: 'Imagens sem texto alternativo', en: 'Images without alternative text' },
      category: 'accessibility',
      weight: 10,
      pages: 4,
      of: 7,
      priority: 40,
      examples: [example('/blog/horta-na-varanda'), example('/produtos/adubo-organico'), example('/produtos/muda-lavanda'), example('/produtos/regador-metal')],
    });
  });

  it('gives the first 5 pages by address as examples, or as many as asked', () => {
    const renderBlocking = failingAuditsAcross(casaVerdePages).find((audit) => audit.id === 'render-blocking-resources')!;
    expect(renderBlocking.examples).toEqual(
      ['/blog/como-regar-suculentas', '/blog/horta-na-varanda', '/lojas/campinas', '/produtos/adubo-organico', '/produtos/muda-lavanda'].map(example),
    );
    expect(failingAuditsAcross(casaVerdePages, { examples: 2 })[1]!.examples).toEqual([example('/lojas/campinas'), example('/lojas/recife')]);
    expect(failingAuditsAcross(casaVerdePages, { examples: 0 }).every((audit) => audit.examples.length === 0)).toBe(true);
    expect(() => failingAuditsAcross(casaVerdePages, { examples: -1 })).toThrow(RangeError);
  });

  it('takes title and category from the first page by address, the largest weight, and counts a page once', () => {
    const seoImageAlt = { ...audits.imageAlt, category: 'seo' as const, weight: 1, title: { pt: 'Imagens sem [alt]', en: 'Images without [alt]' } };
    const pages: ReportPage[] = [
      // Lighthouse lists image-alt in accessibility (10) and in SEO (1): one page, both entries.
      { ...pageAt('/produtos/regador-metal'), failingAudits: [audits.imageAlt, seoImageAlt] },
      { ...pageAt('/blog/horta-na-varanda'), failingAudits: [seoImageAlt] },
    ];
    expect(failingAuditsAcross(pages)).toEqual([
      {
        id: 'image-alt',
        title: seoImageAlt.title,
        category: 'seo',
        weight: 10,
        pages: 2,
        of: 2,
        priority: 20,
        examples: [example('/blog/horta-na-varanda'), example('/produtos/regador-metal')],
      },
    ]);
  });

  it('counts only audited pages: a failed or queued page’s audits and pages are left out', () => {
    const stale = { ...pageAt('/produtos/tesoura-poda'), failingAudits: [audits.htmlHasLang] };
    const queued = { ...pageAt('/blog/poda-de-inverno'), status: 'queued' as const, failingAudits: [audits.htmlHasLang] };
    const found = failingAuditsAcross([...casaVerdePages, stale, queued]);
    expect(found).toEqual(failingAuditsAcross(casaVerdePages));
    expect(found.find((audit) => audit.id === 'html-has-lang')).toMatchObject({ pages: 1, of: 7 });
  });

  it('is empty without audited pages or failures', () => {
    expect(failingAuditsAcross([])).toEqual([]);
    expect(failingAuditsAcross(casaVerdePages.map((page) => ({ ...page, failingAudits: [] })))).toEqual([]);
  });
});
