import { Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analysisIdSchema, listAnalysesQuerySchema } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysisProgressStreamService } from '../progress/analysis-progress-stream.service.js';
import { AnalysesService } from './analyses.service.js';

@ApiTags('analysis')
@Controller()
export class AnalysesController {
  constructor(
    private readonly analyses: AnalysesService,
    private readonly progressStreams: AnalysisProgressStreamService,
  ) {}

  @Get('analyses')
  @ApiOkResponse({
    description:
      '{ analyses (summaries), total, totalCapped, page, limit, nextCursor, hasMore }, newest first; `search` filters by URL; `limit` 1–100; `page` × `limit` at most 10 000 (400 beyond: follow `nextCursor` as `cursor`, keyset paging at any depth).',
  })
  list(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(listAnalysesQuerySchema) query: z.output<typeof listAnalysesQuerySchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.analyses.list(auth, query, language);
  }

  @Get('analyses/:id')
  @ApiOkResponse({ description: 'One analysis of the workspace; 404 for a missing id and for another workspace’s.' })
  get(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>, @RequestLanguage() language: Language) {
    return this.analyses.get(auth, params.id, language);
  }

  @Delete('analyses/:id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }' })
  @BodyLess('deletes the analysis named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>) {
    await this.analyses.remove(auth, params.id);
    return { success: true };
  }

  /** Server-Sent Events with the real progress of the work, until it completes or fails. */
  @Get('analyses/:id/events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'text/event-stream of { id, status, percent, step, error } events, error texts in `?language=` (else Accept-Language); 429 past 20 open streams per user.',
  })
  streamEvents(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>,
    @Res() response: Response,
    @RequestLanguage() language: Language,
  ): Promise<void> {
    return this.progressStreams.stream(auth, params.id, response, language);
  }

  @Get('dashboard/stats')
  @ApiOkResponse({ description: 'totalAnalyses, monthlyAnalyses, avgImprovement, avgLoadTime, thisMonth — from stored analyses.' })
  stats(@CurrentAuth() auth: AuthContext) {
    return this.analyses.stats(auth);
  }
}
