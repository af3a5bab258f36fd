import { shareSections, type ShareEvent, type ShareSection } from '@otimiza/plugin-reports-shared';
import { useCallback, useEffect, useRef } from 'react';

/** While the page is in view, it says how long so far once a minute: a visit the browser ends abruptly still counts most of its time. */
const HEARTBEAT_MS = 60_000;
/** Scrolling further than this is reading, not a twitch of the page. */
const SCROLL_INTERACTION_PX = 120;

const isSection = (value: string | undefined): value is ShareSection => shareSections.includes(value as ShareSection);

function send(token: string, event: ShareEvent): void {
  const url = `/api/public/reports/${encodeURIComponent(token)}/events`;
  const body = JSON.stringify(event);
  // A beacon survives the page being closed; without one (or when the browser refuses it), a keep-alive request.
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/**
 * The share-page analytics of one page load: the seconds the page is in view, whether the
 * visitor touched it (a click, a key, a real scroll), the sections of `[data-share-section]` seen,
 * sent as a beacon when the page is hidden or left and once a minute; `track` sends a download or
 * a share. Only a random visit id from the server is sent — no cookie, nothing stored in the browser.
 * Nothing is sent without a `viewId` (the workspace's own members are not counted).
 */
export function useShareBeacons(token: string | undefined, viewId: string | null | undefined): (type: 'download' | 'share') => void {
  const state = useRef({ visibleSince: 0, seconds: 0, interacted: false, sections: new Set<ShareSection>() });

  useEffect(() => {
    if (!token || !viewId) return;
    const visit = state.current;
    visit.visibleSince = document.visibilityState === 'visible' ? performance.now() : 0;
    const secondsSoFar = () => Math.floor(visit.seconds + (visit.visibleSince ? (performance.now() - visit.visibleSince) / 1000 : 0));
    const report = (leaving: boolean) =>
      send(token, { viewId, type: 'engagement', seconds: secondsSoFar(), interacted: visit.interacted, leaving, sections: [...visit.sections] });

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (visit.visibleSince) visit.seconds += (performance.now() - visit.visibleSince) / 1000;
        visit.visibleSince = 0;
        report(true);
      } else visit.visibleSince = performance.now();
    };
    const onPageHide = () => report(true);
    const interacted = () => {
      visit.interacted = true;
    };
    const onScroll = () => {
      if (window.scrollY > SCROLL_INTERACTION_PX) interacted();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pointerdown', interacted, { passive: true });
    window.addEventListener('keydown', interacted);
    window.addEventListener('scroll', onScroll, { passive: true });
    const heartbeat = window.setInterval(() => {
      if (document.visibilityState === 'visible') report(false);
    }, HEARTBEAT_MS);

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const section = (entry.target as HTMLElement).dataset.shareSection;
                if (entry.isIntersecting && isSection(section)) visit.sections.add(section);
              }
            },
            { threshold: 0.3 },
          );
    for (const element of document.querySelectorAll<HTMLElement>('[data-share-section]')) observer?.observe(element);

    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pointerdown', interacted);
      window.removeEventListener('keydown', interacted);
      window.removeEventListener('scroll', onScroll);
      window.clearInterval(heartbeat);
      observer?.disconnect();
    };
  }, [token, viewId]);

  return useCallback(
    (type: 'download' | 'share') => {
      state.current.interacted = true;
      if (token && viewId) send(token, { viewId, type });
    },
    [token, viewId],
  );
}
