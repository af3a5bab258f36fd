import { useEffect, useSyncExternalStore } from 'react';
import type { HostBrand } from '../shared/index.js';

let current: HostBrand | null = null;
const listeners = new Set<() => void>();

function setPageBrand(brand: HostBrand | null): void {
  current = brand;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The brand the page on screen put in force (see usePageBrand), or null. */
export function useShownPageBrand(): HostBrand | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * While the calling page is shown, `brand` is the brand in force (useHostBrand): the frame around
 * the page — logo, theme, footer, tab title — shows it in place of the host's. For a public page
 * showing a workspace's content in that workspace's white-label brand (a shared report), whatever
 * host it is opened under; null leaves the host's brand.
 */
export function usePageBrand(brand: HostBrand | null): void {
  useEffect(() => {
    if (!brand) return;
    setPageBrand(brand);
    return () => setPageBrand(null);
  }, [brand]);
}
