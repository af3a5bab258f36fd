import { Injectable } from '@nestjs/common';
import { ChangeFeedPort } from '@otimiza/sdk/server';
import type { ProgressNotice } from './progress-notice.js';

const topicOf = (analysisId: string) => `analysis:${analysisId}`;

export interface ProgressListener {
  onProgress(event: ProgressNotice): void;
  /** Notices may have been missed: read the analysis again. */
  onResync(): void;
}

/**
 * An analysis' progress, pushed to every process as it changes (one LISTEN connection per
 * process, see ChangeFeedPort): streams and waiters hear it instead of polling the database.
 */
@Injectable()
export class AnalysisProgressFeed {
  constructor(private readonly feed: ChangeFeedPort) {}

  async publish(event: ProgressNotice): Promise<void> {
    await this.feed.publish(topicOf(event.id), { ...event });
  }

  subscribe(analysisId: string, listener: ProgressListener): () => void {
    return this.feed.subscribe(topicOf(analysisId), {
      onChange: (payload) => listener.onProgress(payload as unknown as ProgressNotice),
      onResync: () => listener.onResync(),
    });
  }
}
