import { useEffect } from 'react';
import { useHostBrand } from './site-info.js';

/** Sets the tab title to `<title> · Otimiza` — or the host's brand name (white-label) — while the page is shown. */
export function useDocumentTitle(title: string): void {
  const name = useHostBrand()?.name ?? 'Otimiza';
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${name}`;
    return () => {
      document.title = previous;
    };
  }, [title, name]);
}
