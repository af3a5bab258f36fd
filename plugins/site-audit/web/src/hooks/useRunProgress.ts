import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshRun, runEventsUrl, shareProgress, siteAuditQueryKeys } from '../api/runs';

/** Reading the run again while its live stream is down. */
const pollMs = 3000;
/** Streams opened again after the server closed one for good (a 429 for too many tabs, a restart), before only polling remains. */
const maxReopens = 5;
const reopenDelayMs = 5000;

/**
 * Follows a running run through `GET /runs/:id/events` (Server-Sent Events): each `progress` event
 * is written into the run's cached figures, so the page shows what the server reports, nothing
 * simulated. While the stream is down (the browser is reconnecting it, or the server refused it)
 * `polling` is true and the run is read every few seconds instead; a refused stream is
 * opened again a few times. Once the run is over (seen by the stream or by polling), its report,
 * pages and the runs list are read again.
 */
export function useRunProgress(runId: string, running: boolean | undefined): { polling: boolean } {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(typeof EventSource === 'undefined');
  const wasRunning = useRef(running);

  useEffect(() => {
    if (!running || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let reopens = 0;
    const open = () => {
      const events = new EventSource(runEventsUrl(runId));
      source = events;
      events.addEventListener('progress', (message: MessageEvent<string>) => {
        reopens = 0;
        setPolling(false);
        shareProgress(queryClient, JSON.parse(message.data) as SiteAuditProgress);
      });
      events.onerror = () => {
        setPolling(true);
        // While only interrupted, the browser reconnects by itself; a refused stream stays closed.
        if (events.readyState !== EventSource.CLOSED || reopens >= maxReopens) return;
        reopens += 1;
        reopenTimer = setTimeout(open, reopenDelayMs * reopens);
      };
    };
    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [runId, running, queryClient]);

  const polls = polling && running === true;
  useEffect(() => {
    if (!polls) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.detail(runId) }), pollMs);
    return () => clearInterval(timer);
  }, [polls, runId, queryClient]);

  useEffect(() => {
    if (wasRunning.current && running === false) void refreshRun(queryClient, runId);
    wasRunning.current = running;
  }, [running, runId, queryClient]);

  return { polling: polls };
}
