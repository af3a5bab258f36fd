import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { skipFixRequestSchema, skippedFixParamsSchema, type SkippedFixList } from '@otimiza/plugin-analysis-shared';
import type { z } from 'zod';
import { SkippedFixes } from './skipped-fixes.js';

@ApiTags('analysis')
@Controller('analysis/skipped-fixes')
export class SkippedFixesController {
  constructor(private readonly skipped: SkippedFixes) {}

  @Get()
  @ApiOkResponse({ description: 'SkippedFixList: the fixes the workspace dropped, newest first; the fixer leaves them out of its next analyses.' })
  list(@CurrentAuth() auth: AuthContext): Promise<SkippedFixList> {
    return this.skipped.list(auth.workspaceId);
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: 'SkippedFixList after dropping the fix (dropping it again changes nothing); 400 for an unknown fix id.' })
  skip(@CurrentAuth() auth: AuthContext, @ValidBody(skipFixRequestSchema) body: z.output<typeof skipFixRequestSchema>): Promise<SkippedFixList> {
    return this.skipped.skip(auth, body.fixId);
  }

  @Delete(':fixId')
  @ApiOkResponse({ description: 'SkippedFixList after applying the fix again; 400 for an unknown fix id.' })
  @BodyLess('applies again the fix named in the path')
  restore(@CurrentAuth() auth: AuthContext, @ValidParams(skippedFixParamsSchema) params: z.output<typeof skippedFixParamsSchema>): Promise<SkippedFixList> {
    return this.skipped.restore(auth, params.fixId);
  }
}
