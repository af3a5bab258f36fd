import { Injectable } from '@nestjs/common';
import { ApiError, EventStreams, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { Response } from 'express';
import { AnalysisProgressFeed } from './analysis-progress.feed.js';
import { AnalysisProgressReader } from './analysis-progress.reader.js';
import { isFinal, progressEventIn, type ProgressNotice } from './progress-notice.js';

/** Open progress streams one user may hold in this process; a browser tab needs one. */
export const MAX_STREAMS_PER_USER = 20;
/** A read now and then in case a notice was lost, with the heartbeat that lets proxies and clients see the stream is alive. */
const SAFETY_READ_MS = 20_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself and gets the current state. */
const STREAM_MAX_MS = 10 * 60_000;

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/**
 * `GET /api/analyses/:id/events`: the analysis' progress as Server-Sent Events, pushed from the
 * progress feed (one LISTEN connection per process) — no polling per stream.
 */
@Injectable()
export class AnalysisProgressStreamService {
  private readonly streams = new EventStreams({
    maxPerUser: MAX_STREAMS_PER_USER,
    heartbeatMs: SAFETY_READ_MS,
    maxLifetimeMs: STREAM_MAX_MS,
    tooMany: {
      pt: 'Muitas conexões de progresso abertas. Feche outras abas e tente novamente.',
      en: 'Too many progress streams are open. Close other tabs and try again.',
    },
  });

  constructor(
    private readonly feed: AnalysisProgressFeed,
    private readonly reader: AnalysisProgressReader,
  ) {}

  /** `language`: the failure texts' (an EventSource sends no Accept-Language of the interface: the web passes `?language=`). */
  async stream(auth: AuthContext, id: string, response: Response, language: Language): Promise<void> {
    const slot = this.streams.reserve(auth.userId);
    // Listening before the first read: a notice published while it runs (the completion, say) is kept, not lost.
    const early: ProgressNotice[] = [];
    let onProgress: (notice: ProgressNotice) => void = (notice) => early.push(notice);
    let onResync: () => void = () => undefined;
    const unsubscribe = this.feed.subscribe(id, { onProgress: (notice) => onProgress(notice), onResync: () => onResync() });
    const initial = await this.reader.read(auth.workspaceId, id).catch(() => null);
    if (!initial) {
      unsubscribe();
      slot.release();
      throw notFound();
    }

    let last = '';
    let lastRunningPercent = 0;
    const send = (notice: ProgressNotice | null) => {
      if (stream.ended || !notice) return;
      // Notices of two progress writes, or a safety read begun before a notice, may arrive out of order: a running bar only moves forward.
      if (notice.status === 'running') {
        if (notice.percent < lastRunningPercent) return;
        lastRunningPercent = notice.percent;
      }
      const data = JSON.stringify(progressEventIn(notice, language));
      if (data !== last) {
        stream.send('progress', data);
        last = data;
      }
      // The final event ends the stream: its client needs nothing more.
      if (isFinal(notice)) stream.end();
    };
    const read = () => void this.reader.read(auth.workspaceId, id).then(send, () => undefined);
    const stream = slot.open(response, { onHeartbeat: read, onEnd: unsubscribe });
    onProgress = send;
    onResync = read;
    // A notice heard during the read may be newer than what it saw (a final one ends the stream); the read last, as a
    // running bar only moves forward and a finished analysis stays finished.
    for (const notice of early) send(notice);
    send(initial);
  }
}
