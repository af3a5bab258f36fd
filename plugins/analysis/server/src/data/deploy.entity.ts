import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import type { DeployRecord } from '@otimiza/plugin-analysis-shared';
import { AnalysisSchema } from './analysis.entity.js';

/** One FTP deploy: what was written where, its backup and outcome; never the credentials. */
export const DeploySchema = defineEntity({
  name: 'AnalysisDeploy',
  tableName: 'analysis_deploy',
  filters: workspaceFilter,
  indexes: [
    {
      name: 'analysis_deploy_workspace_analysis_created_idx',
      expression: 'create index analysis_deploy_workspace_analysis_created_idx on analysis_deploy (workspace_id, analysis_id, created_at desc)',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: actingUserProperty('user_id'),
    analysis: () => p.manyToOne(AnalysisSchema).fieldName('analysis_id').nullable().deleteRule('cascade').updateRule('no action'),
    url: p.text(),
    host: p.text(),
    remotePath: p.text().fieldName('remote_path'),
    protocol: p
      .text()
      .$type<DeployRecord['protocol']>()
      .check(oneOf('protocol', ['ftps', 'ftp'])),
    status: p
      .text()
      .$type<DeployRecord['status']>()
      .check(oneOf('status', ['succeeded', 'rolled-back', 'failed'])),
    backupPath: p.text().fieldName('backup_path').nullable(),
    bytesWritten: p.integer().fieldName('bytes_written').default(0),
    error: p.text().nullable(),
  },
});
export type Deploy = InferEntity<typeof DeploySchema>;
