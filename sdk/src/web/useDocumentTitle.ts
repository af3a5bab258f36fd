import { useEffect } from 'react';

/** Sets the tab title to `<title> · Otimiza` while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Otimiza`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
