import { PublicReportsController } from './public-reports.controller.js';
import { PublicReportsService } from './public-reports.service.js';
import { ShareLinkService } from './share-link.service.js';
import { SharedReportsController } from './shared-reports.controller.js';
import { SharedReportsService } from './shared-reports.service.js';

/** The shared reports feature, mounted in ReportsModule (whose BrandSettingsService it uses). */
export const sharedReportsControllers = [SharedReportsController, PublicReportsController];
export const sharedReportsProviders = [SharedReportsService, PublicReportsService, ShareLinkService];
