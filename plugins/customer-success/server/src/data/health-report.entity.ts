import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { HealthReportView } from '@otimiza/plugin-customer-success-shared';

/** A health report as generated ('Relatório Health', 'Exportar'): its figures, its PDF and its CSV. */
export const HealthReportSchema = defineEntity({
  name: 'CsHealthReport',
  ...workspaceOwnedTable('customer_success_health_report'),
  properties: {
    ...workspaceOwnedRowProperties(),
    timeRange: p.text().$type<'30d' | '90d'>().fieldName('time_range'),
    language: p.text().$type<'pt' | 'en'>(),
    summary: p.json<HealthReportView['summary']>(),
    pdf: p.blob().lazy(),
    csv: p.text().lazy(),
    createdBy: p.uuid().fieldName('created_by').nullable(),
  },
});
export type HealthReport = InferEntity<typeof HealthReportSchema>;
