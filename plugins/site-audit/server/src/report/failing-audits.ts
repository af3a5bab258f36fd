import type { SiteFailingAudit } from '@otimiza/plugin-site-audit-shared';
import { byCodeUnits } from '../grouping/route-shape.js';
import { auditedPages, byUrl } from './audited-pages.js';
import type { ReportPage } from './report-input.js';

export interface FailingAuditOptions {
  /** Pages given as examples of each audit, the first by address. Default 5. */
  examples?: number;
}

/**
 * The audits failing on the audited pages, each once: its title and category from the first page (by address) that
 * fails it, its weight the largest any page gave (the same audit may score in two categories, `image-alt` weighs 10
 * in accessibility and 1 in SEO), `pages` the distinct pages failing it of the `of` audited. In the order to fix
 * them: pages × weight, then pages, then id; audits of weight 0 (performance diagnostics) stay listed, last.
 */
export function failingAuditsAcross(pages: readonly ReportPage[], { examples = 5 }: FailingAuditOptions = {}): SiteFailingAudit[] {
  if (!Number.isInteger(examples) || examples < 0) throw new RangeError(`examples must be a whole number of at least 0, got ${examples}`);
  const audited = auditedPages(pages).sort(byUrl);
  const byId = new Map<string, Omit<SiteFailingAudit, 'pages' | 'of' | 'priority' | 'examples'> & { failingOn: { url: string; pageId: string }[] }>();
  for (const page of audited) {
    for (const audit of page.failingAudits) {
      const known = byId.get(audit.id);
      if (!known) {
        byId.set(audit.id, {
          id: audit.id,
          title: audit.title,
          category: audit.category,
          weight: audit.weight,
          failingOn: [{ url: page.url, pageId: page.pageId }],
        });
        continue;
      }
      known.weight = Math.max(known.weight, audit.weight);
      // A page listing the audit twice (once per category) counts once.
      if (known.failingOn.at(-1)!.pageId !== page.pageId) known.failingOn.push({ url: page.url, pageId: page.pageId });
    }
  }
  return [...byId.values()]
    .map(({ failingOn, ...audit }) => ({
      ...audit,
      pages: failingOn.length,
      of: audited.length,
      priority: failingOn.length * audit.weight,
      examples: failingOn.slice(0, examples),
    }))
    .sort((a, b) => b.priority - a.priority || b.pages - a.pages || byCodeUnits(a.id, b.id));
}
