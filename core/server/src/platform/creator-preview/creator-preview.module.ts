import { Module } from '@nestjs/common';
import { CreatorPreviewController } from './creator-preview.controller.js';
import { CreatorPreviewService } from './creator-preview.service.js';

/** An administrator's 'Ver como usuário comum' switch; the access guard reads it on every request. */
@Module({
  controllers: [CreatorPreviewController],
  providers: [CreatorPreviewService],
  exports: [CreatorPreviewService],
})
export class CreatorPreviewModule {}
