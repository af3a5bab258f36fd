import { Injectable } from '@nestjs/common';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { Response } from 'express';
import { AnalysisProgressFeed } from './analysis-progress.feed.js';
import { AnalysisProgressReader } from './analysis-progress.reader.js';
import { isFinal, progressEventIn, type ProgressNotice } from './progress-notice.js';

/** Open progress streams one user may hold in this process; a browser tab needs one. */
export const MAX_STREAMS_PER_USER = 20;
/** A read now and then in case a notice was lost, and a comment line that lets proxies and clients see the stream is alive. */
const SAFETY_READ_MS = 20_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself and gets the current state. */
const STREAM_MAX_MS = 10 * 60_000;

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/**
 * `GET /api/analyses/:id/events`: the analysis' progress as Server-Sent Events, pushed from the
 * progress feed (one LISTEN connection per process) — no polling per stream.
 */
@Injectable()
export class AnalysisEventsService {
  private readonly openByUser = new Map<string, number>();

  constructor(
    private readonly feed: AnalysisProgressFeed,
    private readonly reader: AnalysisProgressReader,
  ) {}

  /** `language`: the failure texts' (an EventSource sends no Accept-Language of the interface: the web passes `?language=`). */
  async stream(auth: AuthContext, id: string, response: Response, language: Language): Promise<void> {
    const open = this.openByUser.get(auth.userId) ?? 0;
    if (open >= MAX_STREAMS_PER_USER) {
      throw new ApiError(
        'RATE_LIMIT',
        429,
        {
          pt: 'Muitas conexões de progresso abertas. Feche outras abas e tente novamente.',
          en: 'Too many progress streams are open. Close other tabs and try again.',
        },
        { retryAfterSeconds: 30, limit: MAX_STREAMS_PER_USER },
      );
    }
    // Counted before the first await, so parallel requests see each other.
    this.openByUser.set(auth.userId, open + 1);
    const initial = await this.reader.read(auth.workspaceId, id).catch(() => null);
    if (!initial) {
      this.release(auth.userId);
      throw notFound();
    }

    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    let last = '';
    let lastRunningPercent = 0;
    let ended = false;
    const send = (notice: ProgressNotice | null) => {
      if (ended || !notice) return;
      // Notices of two progress writes, or a safety read begun before a notice, may arrive out of order: a running bar only moves forward.
      if (notice.status === 'running') {
        if (notice.percent < lastRunningPercent) return;
        lastRunningPercent = notice.percent;
      }
      const data = JSON.stringify(progressEventIn(notice, language));
      if (data !== last) {
        response.write(`event: progress\ndata: ${data}\n\n`);
        last = data;
      }
      if (isFinal(notice)) end();
    };
    const read = () => void this.reader.read(auth.workspaceId, id).then(send, () => undefined);
    const unsubscribe = this.feed.subscribe(id, { onProgress: send, onResync: read });
    const safety = setInterval(() => {
      if (!ended) response.write(': keep-alive\n\n');
      read();
    }, SAFETY_READ_MS);
    const lifetime = setTimeout(() => end(), STREAM_MAX_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(safety);
      clearTimeout(lifetime);
      this.release(auth.userId);
      response.end();
    };
    response.on('close', end);
    send(initial);
  }

  private release(userId: string): void {
    const left = (this.openByUser.get(userId) ?? 1) - 1;
    if (left > 0) this.openByUser.set(userId, left);
    else this.openByUser.delete(userId);
  }
}
