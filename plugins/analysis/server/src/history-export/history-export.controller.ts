import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, RequestLanguage, RequireFeature, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { historyExportMessages, historyExportQuerySchema } from '@otimiza/plugin-analysis-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { HistoryExportService } from './history-export.service.js';

registerValidationMessages(historyExportMessages);

/** `GET /api/analysis-history/export`: the analyses history as a file (Enterprise's advancedExport). */
@ApiTags('analysis')
@Controller('analysis-history')
export class HistoryExportController {
  constructor(private readonly exports: HistoryExportService) {}

  @Get('export')
  @RequireFeature('advancedExport')
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({
    description:
      'The workspace’s analyses, newest first, filtered as the history (`search` in the URL) and by `strategy`, `status` and the days `from`–`to` (Brasília time): `format=csv` (headings and statuses in `language`, else Accept-Language; cells that a spreadsheet would run as a formula kept as text) or `format=json` (an array); times in Brasília time; streamed. 402 without the plan’s advanced export.',
  })
  export(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(historyExportQuerySchema) query: z.output<typeof historyExportQuerySchema>,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    return this.exports.stream(auth, query, query.language ?? language, response);
  }
}
