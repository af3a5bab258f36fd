import { Controller, Get, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentAuth, RequireFeature, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import { analysisIdSchema } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { AnalysesService } from '../analyses/analyses.service.js';
import { SiteBundlesRepository } from '../bundle/site-bundles.repository.js';
import { inlineBundleAssets } from './inline-bundle-assets.js';
import { sendHtmlDownload, sendSandboxedPreview } from './sandboxed-page.js';

const noHtmlYet = () => new ApiError('NOT_FOUND', 404, { pt: 'Esta análise ainda não tem HTML otimizado.', en: 'This analysis has no optimised HTML yet.' });

/** The optimised HTML of an analysis: as a file, and as a sandboxed preview. */
@ApiTags('html-fixer')
@Controller('analyses/:id')
export class OptimizedPageController {
  constructor(
    private readonly analyses: AnalysesService,
    private readonly bundles: SiteBundlesRepository,
  ) {}

  @Get('optimized-html')
  @RequireFeature('htmlDownload')
  @ApiProduces('text/html')
  async download(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>, @Res() response: Response) {
    const row = await this.analyses.row(auth, params.id);
    if (!row.optimizedHtml) throw noHtmlYet();
    sendHtmlDownload(response, row.optimizedHtml, row.finalUrl ?? row.url);
  }

  @Get('preview')
  @RequireFeature('visualFeedback')
  @ApiProduces('text/html')
  async preview(@CurrentAuth() auth: AuthContext, @ValidParams(analysisIdSchema) params: z.output<typeof analysisIdSchema>, @Res() response: Response) {
    const row = await this.analyses.row(auth, params.id);
    if (!row.optimizedHtml) throw noHtmlYet();
    const pageUrl = row.finalUrl ?? row.url;
    const bundle = row.siteBundle ? await this.bundles.load(row.siteBundle.id, auth.workspaceId) : null;
    sendSandboxedPreview(response, bundle ? inlineBundleAssets(row.optimizedHtml, pageUrl, bundle) : row.optimizedHtml, pageUrl);
  }
}
