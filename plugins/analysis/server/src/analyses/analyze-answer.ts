import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { AnalysesService } from './analyses.service.js';
import { pendingMessage } from './pending-message.js';

const statusOf: Record<string, number> = { API_TIMEOUT: 408, INVALID_URL: 400, NETWORK_ERROR: 400, PAGESPEED_ERROR: 400, API_UNAVAILABLE: 503 };

export interface PendingAnswer {
  id: string;
  status: 'queued' | 'running';
  queuePosition?: number | null;
  message?: string;
}

/**
 * Starts an audit and answers as `POST /api/analyze` does (and `POST /api/v1/analyze`): with
 * `Prefer: respond-async`, 202 `{ id, status }` at once; without it, the completed analysis —
 * unless the queue is long: then 202 with the id and the queue position. `location` is where the
 * caller reads the analysis later.
 */
export async function answerAnalyze(
  analyses: AnalysesService,
  auth: AuthContext,
  request: Parameters<AnalysesService['start']>[1],
  options: { prefer: string | undefined; response: Response; language: Language; location: (id: string) => string },
): Promise<AnalysisView | PendingAnswer> {
  const started = await analyses.start(auth, request);
  const accepted = () => options.response.status(202).setHeader('Location', options.location(started.id));
  if (options.prefer?.toLowerCase().includes('respond-async')) {
    accepted();
    return { id: started.id, status: started.status === 'running' ? 'running' : 'queued' };
  }
  const outcome = await analyses.waitForEnd(auth, started.id, options.language);
  if ('pending' in outcome) {
    accepted();
    return { ...outcome.pending, message: pendingMessage(outcome.pending, options.language) };
  }
  const result = outcome.finished;
  if (result.status === 'completed') return result;
  // The view's message is already in the request's language; its code names the failure for clients.
  throw new ApiError(result.error?.type ?? 'INTERNAL_ERROR', statusOf[result.error?.type ?? ''] ?? 500, result.error?.message ?? 'Internal server error', {
    id: result.id,
    code: result.error?.code ?? null,
  });
}
