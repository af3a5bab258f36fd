import { proxy, subscribe } from 'valtio';

const storageKey = 'otimiza-sidebar-collapsed';
/** Below this width (antd's `lg` breakpoint) the open sidebar overlays the page instead of pushing it. */
export const wideLayoutMinWidth = 992;

function initialCollapsed(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.innerWidth < wideLayoutMinWidth) return true;
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

/** UI preferences (client state): whether the sidebar is collapsed. */
export const uiStore = proxy({ sidebarCollapsed: initialCollapsed() });

subscribe(uiStore, () => {
  // Only the wide layout remembers the choice; on a phone the sidebar always starts closed.
  if (window.innerWidth < wideLayoutMinWidth) return;
  try {
    window.localStorage.setItem(storageKey, String(uiStore.sidebarCollapsed));
  } catch {
    // Not stored; the choice still applies to this visit.
  }
});

export function toggleSidebar(): void {
  uiStore.sidebarCollapsed = !uiStore.sidebarCollapsed;
}

export function setSidebarCollapsed(collapsed: boolean): void {
  uiStore.sidebarCollapsed = collapsed;
}
