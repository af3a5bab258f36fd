import type { SitePageStatus } from '@otimiza/plugin-site-audit-shared';
import type { DiscoveredPage } from '../discovery/index.js';
import { groupByRouteShape, sampleGroups } from '../grouping/index.js';

export interface PlannedPage {
  url: string;
  groupShape: string;
  depth: number;
  foundIn: string;
  /** Audit order: 0 first. */
  position: number;
  status: Extract<SitePageStatus, 'queued' | 'sampled-out' | 'over-cap'>;
  /** The group's first sample: its fixes are proved by a second audit of the fixed page. */
  provesGroup: boolean;
}

/**
 * Which of the discovered pages are audited, and in what order: each group's sample (or every
 * page with `auditAll`), taken round-robin across the groups so that the plan's cap, when it cuts,
 * leaves every template represented before any gets a second page; the home first. Pages past the
 * cap are 'over-cap', the rest of a sampled group 'sampled-out'.
 */
export function planPages(pages: readonly DiscoveredPage[], options: { perGroup: number; auditAll: boolean; cap: number; origin: string }): PlannedPage[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const groups = groupByRouteShape(pages.map((page) => page.url));
  const samples = sampleGroups(groups, { perGroup: options.perGroup, all: options.auditAll });
  const home = new URL('/', options.origin).toString();
  const queues = samples.map((group) => [...group.sample].sort((a, b) => Number(b === home) - Number(a === home)));
  queues.sort((a, b) => Number(b[0] === home) - Number(a[0] === home));

  const ordered: { url: string; shape: string; first: boolean }[] = [];
  for (let round = 0; queues.some((queue) => queue.length > round); round++) {
    queues.forEach((queue, index) => {
      const url = queue[round];
      if (url !== undefined) ordered.push({ url, shape: samples[index]!.shape, first: round === 0 });
    });
  }
  const chosen = new Set(ordered.map((entry) => entry.url));
  const planned: PlannedPage[] = ordered.map((entry, position) => ({
    url: entry.url,
    groupShape: entry.shape,
    depth: byUrl.get(entry.url)?.depth ?? 0,
    foundIn: byUrl.get(entry.url)?.foundIn ?? 'link',
    position,
    status: position < options.cap ? 'queued' : 'over-cap',
    provesGroup: entry.first && position < options.cap,
  }));
  for (const group of samples) {
    for (const url of group.standsFor) {
      if (chosen.has(url)) continue;
      planned.push({
        url,
        groupShape: group.shape,
        depth: byUrl.get(url)?.depth ?? 0,
        foundIn: byUrl.get(url)?.foundIn ?? 'link',
        position: planned.length,
        status: 'sampled-out',
        provesGroup: false,
      });
    }
  }
  return planned;
}
