import { Module } from '@nestjs/common';
import { AppOrigin } from '@otimiza/sdk/server';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { SiteAuditsPortAdapter } from './port/site-audits-port.adapter.js';
import { SiteAuditAccountDataExporter } from './account-data/site-audit-account-data.exporter.js';
import { PublicSiteAuditsController } from './public-api/public-site-audits.controller.js';
import { SiteAuditEmailController } from './report-api/site-audit-email.controller.js';
import { SiteAuditReportController } from './report-api/site-audit-report.controller.js';
import { SiteAuditReportService } from './report-api/site-audit-report.service.js';
import { SiteAuditDiscoveryProcessor } from './runs/site-audit-discovery.processor.js';
import { SiteAuditFeeder } from './runs/site-audit-feeder.js';
import { SiteAuditFinish } from './runs/site-audit-finish.js';
import { SiteAuditRunsController } from './runs/site-audit-runs.controller.js';
import { SiteAuditRunsService } from './runs/site-audit-runs.service.js';
import { SiteAuditStartService } from './runs/site-audit-start.service.js';
import { SiteAuditStreamService } from './runs/site-audit-stream.service.js';
import { SiteAuditSweeper } from './runs/site-audit-sweeper.js';
import { PublicSiteAuditController } from './share/public-site-audit.controller.js';
import { PublicSiteAuditService } from './share/public-site-audit.service.js';
import { ShareLinkAddress } from './share/share-link-address.js';
import { SiteAuditShareController } from './share/site-audit-share.controller.js';
import { SiteAuditShareService } from './share/site-audit-share.service.js';

/**
 * Site audit: a whole site crawled, grouped by template, its pages audited on the workers, one report.
 * Its SiteAuditsPort reaches other plugins through the host's plugins module.
 */
@Module({
  controllers: [
    SiteAuditRunsController,
    SiteAuditReportController,
    SiteAuditEmailController,
    SiteAuditShareController,
    PublicSiteAuditController,
    PublicSiteAuditsController,
  ],
  providers: [
    SiteAuditStartService,
    SiteAuditRunsService,
    SiteAuditStreamService,
    SiteAuditDiscoveryProcessor,
    SiteAuditFeeder,
    SiteAuditFinish,
    SiteAuditSweeper,
    SiteAuditReportService,
    SiteAuditShareService,
    PublicSiteAuditService,
    ShareLinkAddress,
    AppOrigin,
    SiteAuditAccountDataExporter,
    { provide: SiteAuditsPort, useClass: SiteAuditsPortAdapter },
  ],
  exports: [SiteAuditsPort],
})
export class SiteAuditModule {}
