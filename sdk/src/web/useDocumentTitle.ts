import { useEffect } from 'react';
import { useProductName } from './site-info.js';

/** Sets the tab title to `<title> · Otimiza` — or the brand in force's name (white-label) — while the page is shown. */
export function useDocumentTitle(title: string): void {
  const name = useProductName();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${name}`;
    return () => {
      document.title = previous;
    };
  }, [title, name]);
}
