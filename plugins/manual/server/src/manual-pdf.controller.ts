import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ValidQuery } from '@otimiza/sdk/server';
import { manualPdfFileName, manualPdfQuerySchema, type ManualPdfQuery } from '@otimiza/plugin-manual-shared';
import { ManualPdfService } from './manual-pdf.service.js';

@ApiTags('manual')
@Controller('manual')
export class ManualPdfController {
  constructor(private readonly manualPdf: ManualPdfService) {}

  @Get('pdf')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The user manual as a PDF file, in Portuguese or English.', schema: { type: 'string', format: 'binary' } })
  async download(@ValidQuery(manualPdfQuerySchema) query: ManualPdfQuery): Promise<StreamableFile> {
    const bytes = await this.manualPdf.pdf(query.language);
    return new StreamableFile(bytes, {
      type: 'application/pdf',
      disposition: `attachment; filename="${manualPdfFileName(query.language)}"`,
      length: bytes.byteLength,
    });
  }
}
