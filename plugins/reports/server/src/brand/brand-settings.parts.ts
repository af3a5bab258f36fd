import { BrandSettingsController } from './brand-settings.controller.js';
import { BrandSettingsPageService } from './brand-settings-page.service.js';
import { ReportBrandService } from './report-brand.service.js';

/** Brand settings' share of ReportsModule (BrandSettingsService itself is listed there, as it is exported). */
export const brandSettingsControllers = [BrandSettingsController];
export const brandSettingsProviders = [BrandSettingsPageService, ReportBrandService];
