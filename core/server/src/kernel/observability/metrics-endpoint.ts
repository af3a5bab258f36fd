import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RuntimeMetricsRegistry } from './runtime-metrics.registry.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function errorBody(type: string, message: string): string {
  return JSON.stringify({ error: { type, message } });
}

/**
 * GET /metrics: the registry in Prometheus text format, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the path does not exist (404):
 * runtime figures are not public. A wrong or missing token answers 401.
 */
export function metricsEndpoint(metrics: RuntimeMetricsRegistry, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path !== '/' && request.path !== '') return next();
    response.setHeader('Cache-Control', 'no-store');
    if (!expected) {
      response.status(404).type('application/json').send(errorBody('NOT_FOUND', 'Not found: /metrics is off (METRICS_TOKEN is not set).'));
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).setHeader('Allow', 'GET, HEAD').type('application/json').send(errorBody('GENERAL_ERROR', 'Method not allowed.'));
      return;
    }
    const header = request.get('authorization') ?? '';
    const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      response
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('application/json')
        .send(errorBody('AUTHENTICATION_ERROR', 'A valid bearer token (METRICS_TOKEN) is required.'));
      return;
    }
    metrics
      .text()
      .then((text) => response.status(200).type(metrics.contentType).send(text))
      .catch(next);
  };
}
