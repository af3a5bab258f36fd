import { useEffect } from 'react';

/**
 * While a page opened by a share link is shown (a shared report, a shared site report):
 * `<meta name="robots" content="noindex">` keeps it out of search engines, and
 * `<meta name="referrer" content="no-referrer">` keeps its address (the capability) out of the Referer of the pages
 * and images it links to.
 */
export function useSharedPageMeta(): void {
  useEffect(() => {
    const added = [
      ['robots', 'noindex'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.appendChild(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}
