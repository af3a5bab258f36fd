import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, exportWorkspaceTables } from '@otimiza/sdk/server';
import { ReportFileSchema } from '../data/report-file.entity.js';
import { KpiTargetSchema } from '../data/kpi-target.entity.js';

/**
 * The analytics plugin's part of a data export: the KPI targets and the generated report files (each as its size); the dashboard snapshot is a cache of figures computed from other data and is left out.
 */
@Injectable()
export class AnalyticsAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      section: 'analytics',
      export: ({ workspaceId }, writer) =>
        exportWorkspaceTables(this.em.fork(), workspaceId, writer, [KpiTargetSchema, ReportFileSchema], { prefix: 'analytics_', omit: [] }),
    });
  }
}
