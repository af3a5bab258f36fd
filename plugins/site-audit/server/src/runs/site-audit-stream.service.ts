import { Injectable } from '@nestjs/common';
import { ChangeFeedPort, EventStreams, type AuthContext } from '@otimiza/sdk/server';
import { finishedRunStatuses } from '@otimiza/plugin-site-audit-shared';
import type { Response } from 'express';
import { runTopic } from './run-topic.js';
import { SiteAuditRunsService } from './site-audit-runs.service.js';
import { progressOf } from './site-audit-run-view.js';

/**
 * `GET /api/site-audit/runs/:id/events`: the run's progress as Server-Sent Events, on connect and
 * after each change the feeder and discovery announce (the change feed), with a read on each
 * heartbeat in case a notice was lost; the stream ends once the run is over.
 */
@Injectable()
export class SiteAuditStreamService {
  private readonly streams = new EventStreams({
    maxPerUser: 10,
    heartbeatMs: 10_000,
    maxLifetimeMs: 30 * 60_000,
    tooMany: { pt: 'Muitas páginas de auditoria abertas. Feche algumas e tente novamente.', en: 'Too many audit pages open. Close some and try again.' },
  });

  constructor(
    private readonly runs: SiteAuditRunsService,
    private readonly changes: ChangeFeedPort,
  ) {}

  async stream(auth: AuthContext, runId: string, response: Response): Promise<void> {
    await this.runs.get(auth, runId);
    const slot = this.streams.reserve(auth.userId);
    let last = '';
    let chain: Promise<void> = Promise.resolve();
    const send = () => {
      chain = chain
        .then(async () => {
          if (stream.ended) return;
          const progress = progressOf(await this.runs.get(auth, runId));
          const data = JSON.stringify(progress);
          if (data !== last) {
            last = data;
            stream.send('progress', data);
          }
          if (finishedRunStatuses.includes(progress.status)) stream.end();
        })
        .catch(() => undefined);
    };
    const stream = slot.open(response, { onHeartbeat: send, onEnd: () => unsubscribe() });
    const unsubscribe = this.changes.subscribe(runTopic(runId), { onChange: send, onResync: send });
    send();
  }
}
