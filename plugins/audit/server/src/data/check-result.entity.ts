import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { CheckStatus, EvidenceView, FrameworkId, FrameworkType, Severity } from '@otimiza/plugin-audit-shared';

/**
 * One check of one framework on one site in one report. Resolved issues and their resolution
 * times come from these rows: a check failing on a site and passing in a later run of it.
 */
export const CheckResultSchema = defineEntity({
  name: 'AuditCheckResult',
  tableName: 'audit_check_result',
  filters: workspaceFilter,
  indexes: [
    { name: 'audit_check_result_report_idx', properties: ['reportId'] },
    { name: 'audit_check_result_site_check_idx', properties: ['workspace', 'url', 'checkId', 'createdAt'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    reportId: p.uuid().fieldName('report_id'),
    url: p.text(),
    frameworkId: p.text().$type<FrameworkId>().fieldName('framework_id'),
    frameworkType: p.text().$type<FrameworkType>().fieldName('framework_type'),
    checkId: p.text().fieldName('check_id'),
    clause: p.text(),
    severity: p.text().$type<Severity>(),
    status: p.text().$type<CheckStatus>(),
    evidence: p.json<EvidenceView[]>(),
    fixerCorrects: p.boolean().fieldName('fixer_corrects').default(false),
  },
});
export type CheckResult = InferEntity<typeof CheckResultSchema>;
