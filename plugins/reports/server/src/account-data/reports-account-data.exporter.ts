import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { BrandSettingsSchema } from '../brand/brand-settings.entity.js';
import { PdfExportSchema } from '../pdf/pdf-export.entity.js';
import { SharedReportSchema } from '../shared-reports/shared-report.entity.js';

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
    const connection = this.em.getConnection();
    const brand = await forWorkspace(this.em, workspaceId).findOne(BrandSettingsSchema, { workspace: workspaceId }, { populate: ['logo'] });
    if (brand) {
      const { logo, logoType } = brand;
      const logoFile = logo && logoType ? `brand-logo.${logoExtension[logoType]}` : null;
      const { companyName, primaryColor, secondaryColor, customDomain, contactEmail, websiteUrl, description, updatedAt } = brand;
      await writer.file('brand-settings.json', { companyName, primaryColor, secondaryColor, customDomain, contactEmail, websiteUrl, description, logoType, updatedAt, logoFile });
      if (logo && logoFile) await writer.file(logoFile, new Uint8Array(logo));
    } else {
      await writer.file('brand-settings.json', null);
    }
    const shared = await forWorkspace(this.em, workspaceId).find(SharedReportSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
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
    await writer.file(
      'recurring-reports.json',
      await connection.execute(
        `select r.id, r.created_by as "createdBy", r.name, r.urls, r.frequency, r.recipients, r.settings, r.language, r.is_active as "isActive",
                r.next_run as "nextRun", r.created_at as "createdAt",
                coalesce((select jsonb_agg(jsonb_build_object('scheduledFor', run.scheduled_for, 'status', run.status, 'attempts', run.attempts,
                            'error', run.error, 'analysisIds', run.analysis_ids, 'emailedTo', run.emailed_to,
                            'startedAt', run.started_at, 'finishedAt', run.finished_at) order by run.scheduled_for)
                          from reports_recurring_run run where run.report_id = r.id), '[]'::jsonb) as runs
         from reports_recurring_report r where r.workspace_id = ? order by r.created_at, r.id`,
        [workspaceId],
      ),
    );
    const pdfs = await forWorkspace(this.em, workspaceId).find(PdfExportSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    await writer.file(
      'pdf-exports.json',
      pdfs.map(({ id, analysisId, url, language, bytes, fileName, createdAt }) => ({ id, analysisId, url, language, bytes, fileName, createdAt })),
    );
  }
}
