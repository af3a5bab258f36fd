import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public, ValidQuery } from '@otimiza/sdk/server';
import { reportPdfQuerySchema } from '@otimiza/plugin-audit-shared';
import type { z } from 'zod';
import { AuditReportPdfService } from './pdf/audit-report-pdf.service.js';
import { reportNotFound } from './report-messages.js';
import { pdfFile } from './reports.controller.js';
import { ReportsService } from './reports.service.js';
import { isShareTokenShaped } from './share-token.js';

/** `/api/public/audit/reports/:token/pdf`: a published report's PDF for whoever has its link. */
@ApiTags('audit')
@Public()
@Controller('public/audit/reports')
export class PublicAuditReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly pdf: AuditReportPdfService,
  ) {}

  @Get(':token/pdf')
  @Header('Cache-Control', 'no-store, private')
  @Header('X-Robots-Tag', 'noindex')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The published report’s PDF (language pt or en); 404 for an unknown or revoked link.',
    schema: { type: 'string', format: 'binary' },
  })
  async download(@Param('token') token: string, @ValidQuery(reportPdfQuerySchema) query: z.output<typeof reportPdfQuerySchema>): Promise<StreamableFile> {
    const found = isShareTokenShaped(token) ? await this.reports.byShareToken(token) : null;
    if (!found) throw reportNotFound();
    return pdfFile(await this.pdf.render(found.detail, query.language));
  }
}
