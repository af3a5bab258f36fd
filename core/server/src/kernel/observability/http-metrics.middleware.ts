import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RuntimeMetricsRegistry } from './runtime-metrics.registry.js';

/** Routes whose answers stay open (event streams) are not requests of a measurable duration. */
function isStream(response: Response): boolean {
  return String(response.getHeader('Content-Type') ?? '').includes('text/event-stream');
}

/**
 * Times every API request (`/api/…`) from its arrival to its answer's last byte and records it
 * by method, matched route pattern (never the raw path: ids would explode the series) and status.
 * No I/O per request: an observation is a few additions in memory.
 */
export function httpMetrics(metrics: RuntimeMetricsRegistry): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!request.path.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      if (isStream(response)) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pattern = (request.route as { path?: unknown } | undefined)?.path;
      const route = typeof pattern === 'string' ? `${request.baseUrl}${pattern}` : 'unmatched';
      metrics.observe(request.method, route, response.statusCode, seconds);
    });
    next();
  };
}
