/** The four tabs of the HTML corrections analyser. */
export const fixGroups = ['meta', 'headings', 'images', 'optimization'] as const;
export type FixGroup = (typeof fixGroups)[number];

/** Words of a fix id that make it a document-head fix (meta, title, social cards, canonical, language, structured data). */
const strongMetaWords = new Set([
  'meta',
  'og',
  'opengraph',
  'graph',
  'twitter',
  'canonical',
  'lang',
  'hreflang',
  'charset',
  'viewport',
  'json',
  'jsonld',
  'ld',
  'schema',
  'structured',
  'robots',
  'favicon',
]);
const headingWords = new Set(['heading', 'headings', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const imageWords = new Set(['image', 'images', 'img', 'alt', 'picture', 'figure', 'lazy']);
/** Weaker words: `title` and `description` are head fixes unless the id already named images or headings. */
const weakMetaWords = new Set(['title', 'description']);

/**
 * The tab of a fix, from its catalogue id: headings first, then the head (where `og-image` belongs),
 * then images; everything else (scripts, fonts, links, buttons…) is an optimisation.
 */
export function fixGroupOf(fix: { id: string }): FixGroup {
  const words = fix.id
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const has = (set: Set<string>) => words.some((word) => set.has(word));
  if (has(headingWords)) return 'headings';
  if (has(strongMetaWords)) return 'meta';
  if (has(imageWords)) return 'images';
  if (has(weakMetaWords)) return 'meta';
  return 'optimization';
}

/** The fixes of each tab, in the order they came. */
export function groupFixes<T extends { id: string }>(fixes: readonly T[]): Record<FixGroup, T[]> {
  const groups: Record<FixGroup, T[]> = { meta: [], headings: [], images: [], optimization: [] };
  for (const fix of fixes) groups[fixGroupOf(fix)].push(fix);
  return groups;
}
