import { Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentAuth, RequestLanguage, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analyzeRequestSchema, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from './analyses.service.js';
import { pendingMessage } from './pending-message.js';

const statusOf: Record<string, number> = { API_TIMEOUT: 408, INVALID_URL: 400, NETWORK_ERROR: 400, PAGESPEED_ERROR: 400, API_UNAVAILABLE: 503 };

interface PendingAnswer {
  id: string;
  status: 'queued' | 'running';
  queuePosition?: number | null;
  message?: string;
}

@ApiTags('analysis')
@Controller('analyze')
export class AnalyzeController {
  constructor(private readonly analyses: AnalysesService) {}

  /**
   * Starts an audit. With `Prefer: respond-async` it answers 202 `{ id, status }` at once (follow
   * `GET /api/analyses/:id/events`); without it, it waits for the result, as the original did —
   * unless the queue is long: then 202 with the id and the queue position.
   */
  @Post()
  @HttpCode(200)
  @ApiHeader({ name: 'Prefer', required: false, description: '`respond-async` to get 202 { id, status } at once' })
  @ApiOkResponse({ description: 'The completed analysis (spec 000 §7).' })
  @ApiAcceptedResponse({ description: '{ id, status } with Prefer: respond-async; { id, status, queuePosition, message } when the queue is long.' })
  async analyze(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(analyzeRequestSchema) body: z.output<typeof analyzeRequestSchema>,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @RequestLanguage() language: Language,
  ): Promise<AnalysisView | PendingAnswer> {
    const started = await this.analyses.start(auth, body);
    const accepted = () => response.status(202).setHeader('Location', `/api/analyses/${started.id}`);
    if (prefer?.toLowerCase().includes('respond-async')) {
      accepted();
      return { id: started.id, status: started.status === 'running' ? 'running' : 'queued' };
    }
    const outcome = await this.analyses.waitForEnd(auth, started.id, language);
    if ('pending' in outcome) {
      accepted();
      return { ...outcome.pending, message: pendingMessage(outcome.pending, language) };
    }
    const result = outcome.finished;
    if (result.status === 'completed') return result;
    // The view's message is already in the request's language; its code names the failure for clients.
    throw new ApiError(result.error?.type ?? 'INTERNAL_ERROR', statusOf[result.error?.type ?? ''] ?? 500, result.error?.message ?? 'Internal server error', {
      id: result.id,
      code: result.error?.code ?? null,
    });
  }
}
