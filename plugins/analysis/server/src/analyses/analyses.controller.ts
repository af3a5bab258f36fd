import { Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidParams, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analysisIdSchema, listAnalysesQuerySchema, type AnalysisProgressEvent } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from './analyses.service.js';

const POLL_MS = 300;

@ApiTags('analysis')
@Controller()
export class AnalysesController {
  constructor(private readonly analyses: AnalysesService) {}

  @Get('analyses')
  @ApiOkResponse({ description: '{ analyses, total, page, limit }, newest first; `search` filters by URL.' })
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
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>) {
    await this.analyses.remove(auth, params.id);
    return { success: true };
  }

  /** Server-Sent Events with the real progress of the work, until it completes or fails. */
  @Get('analyses/:id/events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream of { id, status, percent, step, error } events.' })
  async events(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>,
    @Res() response: Response,
  ): Promise<void> {
    let view = await this.analyses.get(auth, params.id);
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    let closed = false;
    response.on('close', () => (closed = true));
    let last = '';
    while (!closed) {
      const event: AnalysisProgressEvent = { id: view.id, status: view.status, percent: view.progress.percent, step: view.progress.step, error: view.error };
      const data = JSON.stringify(event);
      if (data !== last) {
        response.write(`event: progress\ndata: ${data}\n\n`);
        last = data;
      }
      if (view.status === 'completed' || view.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      view = await this.analyses.get(auth, params.id);
    }
    response.end();
  }

  @Get('dashboard/stats')
  @ApiOkResponse({ description: 'totalAnalyses, monthlyAnalyses, avgImprovement, avgLoadTime, thisMonth — from stored analyses.' })
  stats(@CurrentAuth() auth: AuthContext) {
    return this.analyses.stats(auth);
  }
}
