import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireFeature, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import { analysisIdSchema, realDeployRequestSchema, type DeployList, type RealDeployResponse } from '@otimiza/plugin-analysis-shared';
import type { z } from 'zod';
import { DeployHistory } from './deploy-history.js';
import { RealDeployService } from './real-deploy.service.js';
import { RequireFtpCredentialsPipe } from './require-ftp-credentials.pipe.js';

@ApiTags('analysis')
@Controller()
export class DeployController {
  constructor(
    private readonly realDeploy: RealDeployService,
    private readonly history: DeployHistory,
  ) {}

  @Post('real-deploy')
  @HttpCode(200)
  @RequireFeature('realTimeDeploy')
  @ApiOkResponse({ description: 'RealDeployResponse: the steps (connect, backup, upload, verify) with their durations, the remote and backup paths.' })
  deploy(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(realDeployRequestSchema, new RequireFtpCredentialsPipe()) body: z.output<typeof realDeployRequestSchema>,
  ): Promise<RealDeployResponse> {
    return this.realDeploy.deploy(auth, body);
  }

  @Get('analyses/:id/deploys')
  @ApiOkResponse({
    description:
      '{ deploys, hasMore }: the 50 newest deploys, newest first, hasMore when older ones exist; 404 for a missing analysis and for another workspace’s.',
  })
  list(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>): Promise<DeployList> {
    return this.history.listForAnalysis(auth.workspaceId, params.id);
  }
}
