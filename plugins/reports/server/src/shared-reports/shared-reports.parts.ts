import { SharedReportsPort, AppOrigin } from '@otimiza/sdk/server';
import { PublicReportsController } from './public-reports.controller.js';
import { PublicReportsService } from './public-reports.service.js';
import { ShareAnalyticsService } from './share-analytics.service.js';
import { ShareLinkService } from './share-link.service.js';
import { SharedReportsPortAdapter } from './shared-reports-port.adapter.js';
import { SharedReportsController } from './shared-reports.controller.js';
import { SharedReportsService } from './shared-reports.service.js';

/** The shared reports feature, mounted in ReportsModule (whose BrandSettingsService it uses); its port is exported for the core. */
export const sharedReportsControllers = [SharedReportsController, PublicReportsController];
export const sharedReportsProviders = [
  SharedReportsService,
  PublicReportsService,
  ShareAnalyticsService,
  ShareLinkService,
  AppOrigin,
  { provide: SharedReportsPort, useClass: SharedReportsPortAdapter },
];
export const sharedReportsExports = [SharedReportsPort, ShareAnalyticsService];
