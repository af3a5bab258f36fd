import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { BrandSettingsSchema } from '../data/brand-settings.entity.js';
import { defaultBrandSettings } from '../brand/brand-settings-view.js';
import { PdfExportSchema } from '../data/pdf-export.entity.js';
import { SharedReportSchema } from '../data/shared-report.entity.js';
import { RecurringReportSchema, RecurringRunSchema } from '../data/recurring.entities.js';

const logoExtension = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * The reports plugin's part of a data export: brand settings and the logo, shared reports
 * (without their link codes, which open the report to anyone holding them), recurring reports
 * with their runs, and the record of generated PDFs (the PDFs themselves are not stored).
 */
@Injectable()
export class ReportsAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'reports', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const scoped = forWorkspace(this.em, workspaceId);
    const brand = await scoped.findOne(BrandSettingsSchema, { workspace: workspaceId }, { populate: ['logo'] });
    // Nothing saved: the settings in force are the defaults, written as such rather than `null`.
    const settings = brand ?? { ...defaultBrandSettings, logo: null, logoType: null };
    const { logo, logoType, brandName, companyName, primaryColor, secondaryColor, contactEmail, websiteUrl, description, hideProductBrand, updatedAt } =
      settings;
    const logoFile = logo && logoType ? `brand-logo.${logoExtension[logoType]}` : null;
    await writer.file('brand-settings.json', {
      brandName,
      companyName,
      primaryColor,
      secondaryColor,
      contactEmail,
      websiteUrl,
      description,
      hideProductBrand,
      logoType,
      updatedAt,
      logoFile,
      saved: brand !== null,
    });
    if (logo && logoFile) await writer.file(logoFile, new Uint8Array(logo));
    const shared = await scoped.find(SharedReportSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    await writer.file(
      'shared-reports.json',
      shared.map(({ id, analysisId, createdBy, title, description, isPublic, customizations, viewCount, revokedAt, createdAt }) => ({
        id,
        analysisId,
        createdBy: createdBy?.id ?? null,
        title,
        description,
        isPublic,
        customizations,
        viewCount,
        revokedAt,
        createdAt,
      })),
    );
    const recurring = await scoped.find(RecurringReportSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const runs = await scoped.find(RecurringRunSchema, { report: { $in: recurring.map((report) => report.id) } }, { orderBy: { scheduledFor: 'asc' } });
    await writer.file(
      'recurring-reports.json',
      recurring.map(({ id, createdBy, name, urls, frequency, recipients, settings, language, isActive, nextRun, createdAt }) => ({
        id,
        createdBy: createdBy?.id ?? null,
        name,
        urls,
        frequency,
        recipients,
        settings,
        language,
        isActive,
        nextRun,
        createdAt,
        runs: runs
          .filter((run) => run.report.id === id)
          .map(({ scheduledFor, status, attempts, error, analysisIds, emailedTo, startedAt, finishedAt }) => ({
            scheduledFor,
            status,
            attempts,
            error,
            analysisIds,
            emailedTo,
            startedAt,
            finishedAt,
          })),
      })),
    );
    const pdfs = await scoped.find(PdfExportSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    await writer.file(
      'pdf-exports.json',
      pdfs.map(({ id, analysisId, url, language, bytes, fileName, createdAt }) => ({ id, analysisId, url, language, bytes, fileName, createdAt })),
    );
  }
}
