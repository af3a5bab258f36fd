import { Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analyzeRequestSchema, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from './analyses.service.js';
import { answerAnalyze, type PendingAnswer } from './analyze-answer.js';

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
  @ApiOkResponse({ description: 'The completed analysis.' })
  @ApiAcceptedResponse({ description: '{ id, status } with Prefer: respond-async; { id, status, queuePosition, message } when the queue is long.' })
  async analyze(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(analyzeRequestSchema) body: z.output<typeof analyzeRequestSchema>,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @RequestLanguage() language: Language,
  ): Promise<AnalysisView | PendingAnswer> {
    return answerAnalyze(this.analyses, auth, body, { prefer, response, language, location: (id) => `/api/analyses/${id}` });
  }
}
