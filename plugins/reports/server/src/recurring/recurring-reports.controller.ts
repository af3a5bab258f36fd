import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { createRecurringReportSchema, recurringReportIdSchema, updateRecurringReportSchema } from '@otimiza/plugin-reports-shared';
import type { z } from 'zod';
import { RecurringReportsService } from './recurring-reports.service.js';

type IdParams = z.output<typeof recurringReportIdSchema>;

@ApiTags('reports')
@Controller()
export class RecurringReportsController {
  constructor(private readonly reports: RecurringReportsService) {}

  @Get('recurring-reports')
  @ApiOkResponse({ description: 'The workspace’s recurring reports (Enterprise: the recurringReports feature; 402 SUBSCRIPTION_REQUIRED otherwise).' })
  list(@CurrentAuth() auth: AuthContext) {
    return this.reports.list(auth);
  }

  @Post('enterprise/recurring-reports')
  @HttpCode(201)
  @ApiOkResponse({
    description: 'Creates a recurring report; nextRun is seven days from now (weekly) or the 1st of next month (monthly), at 09:00 in America/Sao_Paulo.',
  })
  create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createRecurringReportSchema) body: z.output<typeof createRecurringReportSchema>,
    @RequestLanguage() language: Language,
  ) {
    return this.reports.create(auth, body, language);
  }

  @Patch('recurring-reports/:id')
  @ApiOkResponse({ description: 'Configures (name, urls, frequency, recipients, settings) and/or pauses or resumes ({ isActive }) a recurring report.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(recurringReportIdSchema) params: IdParams,
    @ValidBody(updateRecurringReportSchema) body: z.output<typeof updateRecurringReportSchema>,
  ) {
    return this.reports.update(auth, params.id, body);
  }

  @Delete('recurring-reports/:id')
  @HttpCode(200)
  @BodyLess('deletes the recurring report named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(recurringReportIdSchema) params: IdParams) {
    await this.reports.remove(auth, params.id);
    return { success: true };
  }

  @Post('recurring-reports/:id/run')
  @HttpCode(202)
  @ApiOkResponse({ description: 'Queues a run now; follow it in GET /api/recurring-reports/:id/runs.' })
  @BodyLess('queues a run of the report named in the path')
  runNow(@CurrentAuth() auth: AuthContext, @ValidParams(recurringReportIdSchema) params: IdParams) {
    return this.reports.runNow(auth, params.id);
  }

  @Get('recurring-reports/:id/runs')
  runs(@CurrentAuth() auth: AuthContext, @ValidParams(recurringReportIdSchema) params: IdParams) {
    return this.reports.runs(auth, params.id);
  }
}
