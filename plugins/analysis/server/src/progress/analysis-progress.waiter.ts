import { Injectable } from '@nestjs/common';
import { AnalysisProgressFeed } from './analysis-progress.feed.js';
import { AnalysisProgressReader } from './analysis-progress.reader.js';
import type { ProgressNotice } from './progress-notice.js';

/** A read now and then in case a notice was lost (the feed's connection dropped unnoticed). */
const SAFETY_READ_MS = 5000;

/**
 * Waits until an analysis reaches a state, hearing its progress on the feed: one read at the
 * start, then only notices (and a safety read every few seconds), never a tight polling loop.
 */
@Injectable()
export class AnalysisProgressWaiter {
  constructor(
    private readonly feed: AnalysisProgressFeed,
    private readonly reader: AnalysisProgressReader,
  ) {}

  /** Resolves with the first state for which `reached` holds, or with the last state seen after `timeoutMs` (null: the analysis is gone). */
  until(workspaceId: string, id: string, reached: (event: ProgressNotice) => boolean, timeoutMs: number): Promise<ProgressNotice | null> {
    return new Promise((resolve) => {
      let last: ProgressNotice | null = null;
      let settled = false;
      const finish = (event: ProgressNotice | null) => {
        if (settled) return;
        settled = true;
        unsubscribe();
        clearInterval(safety);
        clearTimeout(deadline);
        resolve(event);
      };
      const consider = (event: ProgressNotice | null) => {
        if (settled) return;
        if (!event) return finish(null);
        last = event;
        if (reached(event)) finish(event);
      };
      const read = () => void this.reader.read(workspaceId, id).then(consider, () => undefined);
      const unsubscribe = this.feed.subscribe(id, { onProgress: consider, onResync: read });
      const safety = setInterval(read, SAFETY_READ_MS);
      const deadline = setTimeout(() => finish(last), timeoutMs);
      read();
    });
  }
}
