import type { ManualSectionId } from '@otimiza/plugin-manual-shared';

/** The views of the manual page, kept in the URL so that each is linkable. */
export type ManualView =
  { view: 'main' } | { view: 'section'; section: ManualSectionId } | { view: 'pdf-download' } | { view: 'video-tutorial' } | { view: 'support-contact' };

export type ManualViewName = ManualView['view'];

const sectionIds: readonly ManualSectionId[] = ['getting-started', 'seo-analysis'];
const simpleViews = ['main', 'pdf-download', 'video-tutorial', 'support-contact'] as const;

function isSectionId(value: unknown): value is ManualSectionId {
  return sectionIds.includes(value as ManualSectionId);
}

/** Reads the view from the search params; anything unknown or incomplete is the main view. */
export function parseManualView(search: Record<string, unknown>): ManualView {
  const { view, section } = search;
  if (view === 'section') return isSectionId(section) ? { view, section } : { view: 'main' };
  const simple = simpleViews.find((name) => name === view);
  return simple ? { view: simple } : { view: 'main' };
}

/** The search params that open `view` (none for the main view). */
export function manualViewSearch(view: ManualView): Record<string, string> {
  if (view.view === 'main') return {};
  if (view.view === 'section') return { view: 'section', section: view.section };
  return { view: view.view };
}
