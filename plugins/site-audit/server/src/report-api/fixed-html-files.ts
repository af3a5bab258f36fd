/**
 * The file name of a page's fixed HTML inside the site's zip: its path as folders, `index.html`
 * for a folder, the query kept readable, nothing that could climb out of the archive's root.
 */
export function fixedHtmlFileName(url: string): string {
  const parsed = new URL(url);
  const segments = parsed.pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Kept as written.
      }
      return decoded.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^\.+/, '');
    })
    .filter((segment) => segment.length > 0);
  const query = parsed.search ? `__${parsed.search.slice(1).replace(/[^\p{L}\p{N}._=-]+/gu, '-')}` : '';
  const last = segments.at(-1);
  if (!last || parsed.pathname.endsWith('/')) return [...segments, `index${query}.html`].join('/');
  const base = /\.html?$/i.test(last) ? last.replace(/\.html?$/i, '') : last;
  return [...segments.slice(0, -1), `${base}${query}.html`].join('/');
}
