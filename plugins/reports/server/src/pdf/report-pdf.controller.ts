import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidParams, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { generatePdfParamsSchema, generatePdfQuerySchema, type GeneratedPdfView } from '@otimiza/plugin-reports-shared';
import { PdfExportsRepository } from './pdf-exports.repository.js';
import { ReportPdfService } from './report-pdf.service.js';

@ApiTags('reports')
@Controller()
export class ReportPdfController {
  constructor(
    private readonly reports: ReportPdfService,
    private readonly exports: PdfExportsRepository,
  ) {}

  /** Every plan may download it (free includes basic PDF reports). */
  @Get('generate-pdf/:id')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The branded PDF report of a completed analysis.', schema: { type: 'string', format: 'binary' } })
  async download(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(generatePdfParamsSchema) params: { id: string },
    @ValidQuery(generatePdfQuerySchema) query: { language?: Language },
    @RequestLanguage() requestLanguage: Language,
  ): Promise<StreamableFile> {
    const language = query.language ?? requestLanguage;
    // The read-only investor demo leaves no trace.
    const { bytes, fileName } = await this.reports.build(auth.workspaceId, params.id, language, { record: auth.mode !== 'demo' });
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: bytes.byteLength });
  }

  @Get('reports/pdfs')
  @Header('Cache-Control', 'no-store')
  recent(@CurrentAuth() auth: AuthContext): Promise<GeneratedPdfView[]> {
    return this.exports.recent(auth.workspaceId);
  }
}
