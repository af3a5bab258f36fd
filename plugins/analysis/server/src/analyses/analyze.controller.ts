import { Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentAuth, RequestLanguage, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analyzeRequestSchema, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from './analyses.service.js';

const SYNC_WAIT_MS = 150_000;
const statusOf: Record<string, number> = { API_TIMEOUT: 408, INVALID_URL: 400, NETWORK_ERROR: 400, PAGESPEED_ERROR: 400, API_UNAVAILABLE: 503 };

@ApiTags('analysis')
@Controller('analyze')
export class AnalyzeController {
  constructor(private readonly analyses: AnalysesService) {}

  /**
   * Starts an audit. With `Prefer: respond-async` it answers 202 `{ id, status }` at once (follow
   * `GET /api/analyses/:id/events`); without it, it waits for the result, as the original did.
   */
  @Post()
  @HttpCode(200)
  @ApiHeader({ name: 'Prefer', required: false, description: '`respond-async` to get 202 { id, status } at once' })
  @ApiOkResponse({ description: 'The completed analysis (spec 000 §7).' })
  @ApiAcceptedResponse({ description: '{ id, status } with Prefer: respond-async.' })
  async analyze(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(analyzeRequestSchema) body: z.output<typeof analyzeRequestSchema>,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @RequestLanguage() language: Language,
  ): Promise<AnalysisView | { id: string; status: string }> {
    const started = await this.analyses.start(auth, body);
    if (prefer?.toLowerCase().includes('respond-async')) {
      response.status(202).setHeader('Location', `/api/analyses/${started.id}`);
      return { id: started.id, status: started.status };
    }
    const result = await this.analyses.waitForEnd(auth, started.id, SYNC_WAIT_MS, language);
    if (result.status === 'completed') return result;
    if (result.status === 'failed' && result.error) {
      throw new ApiError(result.error.type, statusOf[result.error.type] ?? 500, result.error.message, { id: result.id });
    }
    throw new ApiError('API_TIMEOUT', 408, 'Analysis timed out. The website may be slow to respond.', { id: result.id });
  }
}
