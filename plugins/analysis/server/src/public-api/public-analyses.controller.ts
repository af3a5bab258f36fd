import { Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiExcludeEndpoint, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiKeyAccess, CurrentAuth, Public, RequestLanguage, RequireFeature, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { analysisIdSchema, publicAnalyzeRequestSchema, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from '../analyses/analyses.service.js';
import { answerAnalyze, type PendingAnswer } from '../analyses/analyze-answer.js';

const analyzeNeedsPost = () =>
  new ApiError(
    'GENERAL_ERROR',
    405,
    {
      pt: 'Use POST /api/v1/analyze com o corpo JSON { "url": "https://…", "strategy": "desktop" }: iniciar uma auditoria altera dados, por isso GET não é aceito.',
      en: 'Use POST /api/v1/analyze with the JSON body { "url": "https://…", "strategy": "desktop" }: starting an audit changes data, so GET is not accepted.',
    },
    { allow: 'POST' },
  );

/** The analysis part of the public API (`/api/v1`), for the Enterprise plan's API keys. */
@ApiTags('public API')
@ApiBearerAuth()
@Controller('v1')
@ApiKeyAccess()
@RequireFeature('enterpriseAPI')
export class PublicAnalysesController {
  constructor(private readonly analyses: AnalysesService) {}

  /** Starts an audit of `url`, counted against the workspace's plan, and answers as `POST /api/analyze` does. */
  @Post('analyze')
  @HttpCode(200)
  @ApiHeader({ name: 'Prefer', required: false, description: '`respond-async` to get 202 { id, status } at once' })
  @ApiOkResponse({ description: 'The completed analysis.' })
  @ApiAcceptedResponse({ description: '{ id, status } with Prefer: respond-async; { id, status, queuePosition, message } when the queue is long.' })
  analyze(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(publicAnalyzeRequestSchema) body: z.output<typeof publicAnalyzeRequestSchema>,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) response: Response,
    @RequestLanguage() language: Language,
  ): Promise<AnalysisView | PendingAnswer> {
    return answerAnalyze(this.analyses, auth, { ...body, provider: 'lighthouse' }, { prefer, response, language, location: (id) => `/api/v1/analyses/${id}` });
  }

  /** The former `GET /api/v1/analyze?url=`: a GET changes nothing, so it answers 405 to anyone, naming the POST. */
  @Get('analyze')
  @Public()
  @ApiExcludeEndpoint()
  analyzeByGet(@Res({ passthrough: true }) response: Response): never {
    response.setHeader('Allow', 'POST');
    throw analyzeNeedsPost();
  }

  @Get('analyses/:id')
  @ApiOkResponse({ description: 'One analysis of the key’s workspace; 404 for a missing id and for another workspace’s.' })
  get(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>, @RequestLanguage() language: Language) {
    return this.analyses.get(auth, params.id, language);
  }

  @Get('analytics')
  @ApiOkResponse({ description: "The workspace's figures from its stored analyses: totalAnalyses, monthlyAnalyses, avgImprovement, avgLoadTime, thisMonth." })
  analytics(@CurrentAuth() auth: AuthContext) {
    return this.analyses.stats(auth);
  }
}
