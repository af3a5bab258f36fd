import { Module } from '@nestjs/common';
import { SiteAuditItemsController } from './items/site-audit-items.controller.js';
import { SiteAuditItemsService } from './items/site-audit-items.service.js';

/** Site Audit: its controllers and services. The host guards every route with the manifest's feature. */
@Module({
  controllers: [SiteAuditItemsController],
  providers: [SiteAuditItemsService],
})
export class SiteAuditModule {}
