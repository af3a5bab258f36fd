import { Injectable } from '@nestjs/common';
import { RuntimeMetricsPort } from '@otimiza/sdk/server';
import type { RealtimeMetricView, RealtimeView } from '@otimiza/plugin-analytics-shared';

/** Realtime metrics refetch every 5 s. */
const UPDATE_MS = 5000;
/** Above these the metric shows 'warning'. */
const P95_WARNING_MS = 1000;
const WAITING_WARNING = 50;

/** The running instance's figures (RuntimeMetricsPort), as the realtime tab lists them. */
@Injectable()
export class RealtimeService {
  constructor(private readonly runtime: RuntimeMetricsPort) {}

  async of(workspaceId: string): Promise<RealtimeView> {
    const snapshot = await this.runtime.snapshot(workspaceId);
    const queues = snapshot.queues;
    const total = (state: 'waiting' | 'active') => (queues ? queues.reduce((sum, queue) => sum + queue[state], 0) : null);
    const audits = queues?.find((queue) => queue.queue === 'analysis.run') ?? null;
    const queueReason = queues ? null : { pt: 'A fila de processamento não respondeu agora.', en: 'The job queue did not answer just now.' };
    const metric = (entry: Omit<RealtimeMetricView, 'updateFrequency' | 'lastUpdate'>): RealtimeMetricView => ({
      ...entry,
      updateFrequency: UPDATE_MS,
      lastUpdate: snapshot.collectedAt,
    });
    const waiting = total('waiting');
    const metrics: RealtimeMetricView[] = [
      metric({
        id: 'api-p95',
        name: { pt: 'Latência da API (p95, último minuto)', en: 'API latency (p95, last minute)' },
        value: snapshot.api.p95Ms,
        unit: 'ms',
        status: snapshot.api.p95Ms === null ? 'unknown' : snapshot.api.p95Ms > P95_WARNING_MS ? 'warning' : 'online',
        source: 'instance',
        reason: snapshot.api.p95Ms === null ? { pt: 'Nenhuma requisição no último minuto.', en: 'No request in the last minute.' } : null,
      }),
      metric({
        id: 'api-requests',
        name: { pt: 'Requisições à API (último minuto)', en: 'API requests (last minute)' },
        value: snapshot.api.requests,
        unit: 'count',
        status: 'online',
        source: 'instance',
        reason: null,
      }),
      metric({
        id: 'queue-waiting',
        name: { pt: 'Trabalhos na fila', en: 'Jobs waiting' },
        value: waiting,
        unit: 'count',
        status: waiting === null ? 'unknown' : waiting > WAITING_WARNING ? 'warning' : 'online',
        source: 'instance',
        reason: queueReason,
      }),
      metric({
        id: 'queue-active',
        name: { pt: 'Trabalhos em execução', en: 'Jobs running' },
        value: total('active'),
        unit: 'count',
        status: queues ? 'online' : 'unknown',
        source: 'instance',
        reason: queueReason,
      }),
      metric({
        id: 'audits-running',
        name: { pt: 'Auditorias em execução', en: 'Audits running' },
        value: queues ? (audits?.active ?? 0) : null,
        unit: 'count',
        status: queues ? 'online' : 'unknown',
        source: 'instance',
        reason: queueReason,
      }),
      metric({
        id: 'audits-5m',
        name: { pt: 'Auditorias concluídas neste espaço de trabalho (últimos 5 min)', en: 'Audits completed in this workspace (last 5 min)' },
        value: snapshot.auditsLast5Minutes,
        unit: 'count',
        status: 'online',
        source: 'workspace',
        reason: null,
      }),
      metric({
        id: 'sessions-5m',
        name: { pt: 'Sessões ativas neste espaço de trabalho (últimos 5 min)', en: 'Active sessions in this workspace (last 5 min)' },
        value: snapshot.activeSessionsLast5Minutes,
        unit: 'count',
        status: 'online',
        source: 'workspace',
        reason: null,
      }),
    ];
    return { metrics, queueDriver: snapshot.queueDriver, queues, api: snapshot.api, collectedAt: snapshot.collectedAt };
  }
}
