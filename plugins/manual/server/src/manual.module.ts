import { Module } from '@nestjs/common';
import { ManualPdfController } from './manual-pdf.controller.js';
import { ManualPdfService } from './manual-pdf.service.js';

@Module({
  controllers: [ManualPdfController],
  providers: [ManualPdfService],
  exports: [ManualPdfService],
})
export class ManualModule {}
