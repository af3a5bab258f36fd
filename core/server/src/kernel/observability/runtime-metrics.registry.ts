import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, type QueueState } from '@otimiza/sdk/server';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestWindow } from './request-window.js';
import { recentActivity } from './recent-activity.js';

/** Both job drivers (BullMQ and inline) answer their queues' jobs. */
interface QueueDepthSource {
  queueDepths(): Promise<QueueState[]>;
}

/** Buckets of the request-duration histogram, in seconds: fast JSON reads up to slow report renders. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The realtime figures' latency window. */
export const LATENCY_WINDOW_SECONDS = 60;

let processRegistry: Registry | undefined;
/**
 * Node's default metrics (CPU, memory, event loop lag, handles) describe the process, not an app:
 * one registry per process, so that the apps a spec worker starts one after another do not each
 * leave an event-loop monitor running.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'otimiza_' });
  }
  return processRegistry;
}

/**
 * This app's Prometheus registry (prom-client), served with Node's default metrics: API request
 * durations (a histogram for Prometheus, a 60-second sliding window for the realtime p95, exported as a gauge),
 * and gauges read on scrape only — the job queues' depths, the audits completed and the
 * sessions seen in the last 5 minutes. One registry per app, so two apps in one process (specs)
 * do not share counters. Recording a request does no I/O.
 */
@Injectable()
export class RuntimeMetricsRegistry {
  readonly registry = new Registry();
  readonly requests = new RequestWindow(LATENCY_WINDOW_SECONDS);
  private readonly durations: Histogram<'method' | 'route' | 'status_code'>;

  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue & QueueDepthSource,
    private readonly em: EntityManager,
  ) {
    this.durations = new Histogram({
      name: 'otimiza_http_request_duration_seconds',
      help: 'Duration of the API requests answered by this process, by method, route and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    const recent = this.requests;
    new Gauge({
      name: 'otimiza_http_request_duration_recent_seconds',
      help: `Duration percentiles of this process's API requests over the last ${LATENCY_WINDOW_SECONDS} seconds (sliding window, within 5 %).`,
      labelNames: ['quantile'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const quantile of [0.5, 0.95, 0.99]) {
          const value = recent.quantile(quantile);
          if (value !== null) this.set({ quantile: String(quantile) }, value);
        }
      },
    });
    const queueState = async (): Promise<QueueState[] | null> => this.queueDepths();
    new Gauge({
      name: 'otimiza_queue_jobs',
      help: 'Jobs per queue (one queue per job name) and state: waiting, active, delayed, failed.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const queue of (await queueState()) ?? []) {
          for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue: queue.queue, state }, queue[state]);
        }
      },
    });
    new Gauge({
      name: 'otimiza_queue_up',
      help: '1 when the job queue answered the depth reading within 2 s, 0 when it did not (Redis unreachable).',
      registers: [this.registry],
      async collect() {
        this.set((await queueState()) ? 1 : 0);
      },
    });
    const activity = () => recentActivity(this.em.fork(), null);
    new Gauge({
      name: 'otimiza_audits_completed_last_5_minutes',
      help: 'Audits (analyses) completed on the instance in the last 5 minutes.',
      registers: [this.registry],
      async collect() {
        this.set((await activity()).audits);
      },
    });
    new Gauge({
      name: 'otimiza_active_sessions_last_5_minutes',
      help: 'Signed-in sessions seen in the last 5 minutes (last sighting written at most once a minute).',
      registers: [this.registry],
      async collect() {
        this.set((await activity()).sessions);
      },
    });
  }

  /** Prometheus text of the process's and this app's metrics. */
  async text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  readonly contentType = this.registry.contentType;

  /** One answered API request. */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    this.durations.observe({ method, route, status_code: String(statusCode) }, seconds);
    this.requests.add(seconds);
  }

  /** The sliding window's percentiles in milliseconds, null without a request in the window. */
  async recentLatency(): Promise<{ requests: number; p50Ms: number | null; p95Ms: number | null }> {
    const requests = this.requests.count();
    const inMs = (q: number) => {
      const value = this.requests.quantile(q);
      return value === null ? null : Math.round(value * 100_000) / 100;
    };
    return { requests, p50Ms: inMs(0.5), p95Ms: inMs(0.95) };
  }

  /** Every queue's jobs, or null when the queue did not answer in time. */
  async queueDepths(): Promise<QueueState[] | null> {
    try {
      return await this.jobs.queueDepths();
    } catch {
      return null;
    }
  }
}
