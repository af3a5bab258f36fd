import { useSyncExternalStore } from 'react';
import { wideLayoutMinWidth } from './uiStore';

const query = `(min-width: ${wideLayoutMinWidth}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on screens of antd's `lg` breakpoint and wider, known from the first render. */
export function useIsWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
