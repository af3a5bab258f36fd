import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireFeature, ValidBody, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import { htmlFixIdSchema, htmlToolRequestSchema } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { HtmlToolsService } from './html-tools.service.js';
import { sendHtmlDownload, sendSandboxedPreview } from './sandboxed-page.js';

@ApiTags('html-fixer')
@Controller()
export class HtmlToolsController {
  constructor(private readonly tools: HtmlToolsService) {}

  @Post('analyze-html')
  @HttpCode(200)
  @RequireFeature('htmlAutoCorrection')
  @ApiOkResponse({
    description:
      'url, companyName, fixes, estimatedImprovements, summary, totalIssuesFound: the fixes the page needs, each once (the count of an analysis’ fixes), not the elements they touch.',
  })
  analyzeHtml(@CurrentAuth() auth: AuthContext, @ValidBody(htmlToolRequestSchema) body: z.output<typeof htmlToolRequestSchema>) {
    return this.tools.analyze(auth, body.url);
  }

  @Post('auto-implement-html')
  @HttpCode(200)
  @RequireFeature('htmlAutoCorrection')
  @ApiOkResponse({ description: 'implementedFixes, optimizedHtml, beforeAfterComparison, downloadUrl, previewUrl, errors.' })
  autoImplement(@CurrentAuth() auth: AuthContext, @ValidBody(htmlToolRequestSchema) body: z.output<typeof htmlToolRequestSchema>) {
    return this.tools.implement(auth, body.url);
  }

  @Post('auto-fix-html')
  @HttpCode(200)
  @RequireFeature('htmlAutoCorrection')
  @ApiOkResponse({ description: 'fixesApplied (count), fixes, downloadUrl, previewUrl.' })
  autoFix(@CurrentAuth() auth: AuthContext, @ValidBody(htmlToolRequestSchema) body: z.output<typeof htmlToolRequestSchema>) {
    return this.tools.autoFix(auth, body.url);
  }

  @Get('html-fixes/:id/download')
  @RequireFeature('htmlDownload')
  @ApiProduces('text/html')
  async download(@CurrentAuth() auth: AuthContext, @ValidParams(htmlFixIdSchema) params: z.output<typeof htmlFixIdSchema>, @Res() response: Response) {
    const page = await this.tools.stored(auth, params.id);
    sendHtmlDownload(response, page.html, page.url);
  }

  @Get('html-fixes/:id/preview')
  @RequireFeature('visualFeedback')
  @ApiProduces('text/html')
  async preview(@CurrentAuth() auth: AuthContext, @ValidParams(htmlFixIdSchema) params: z.output<typeof htmlFixIdSchema>, @Res() response: Response) {
    const page = await this.tools.stored(auth, params.id);
    sendSandboxedPreview(response, page.html, page.url);
  }
}
