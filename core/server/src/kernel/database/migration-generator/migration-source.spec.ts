import { describe, expect, it } from 'vitest';
import { migrationClassName, migrationSource, nextTimestamp, statementsOfTables } from './migration-source.js';

describe('the migration generator', () => {
  it('keeps the statements on the package’s own tables, dropped indexes included', () => {
    const statements = [
      'alter table "analysis_analysis" add column "updated_at" timestamptz not null default now();',
      'alter table "core_user" add column "nickname" text null;',
      'create index "analysis_deploy_status_idx" on "analysis_deploy" ("status");',
      'drop index "analysis_analysis_old_idx";',
      'drop index "core_user_old_idx";',
      '',
    ];
    expect(statementsOfTables(statements, new Set(['analysis_analysis', 'analysis_deploy']))).toEqual([statements[0], statements[2], statements[3]]);
  });

  it('leaves out another package’s statements that name the package’s tables (its foreign keys to them)', () => {
    const statements = [
      'create table "core_workspace_plugin" ("id" uuid not null, "workspace_id" uuid not null, primary key ("id"));',
      'alter table "reports_pdf_export" add constraint "reports_pdf_export_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id");',
      'alter table "core_workspace_plugin" add constraint "core_workspace_plugin_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id");',
      'create index "reports_pdf_export_workspace_idx" on "reports_pdf_export" ("workspace_id");',
    ];
    expect(statementsOfTables(statements, new Set(['core_workspace', 'core_workspace_plugin']))).toEqual([statements[0], statements[2]]);
  });

  it('keeps an index written as SQL (newestFirstIndex), whose names are not quoted', () => {
    const statements = [
      'create index sample_item_workspace_idx on sample_item (workspace_id, created_at desc);',
      'create index core_ai_usage_workspace_idx on core_ai_usage (workspace_id, created_at desc);',
      'drop index sample_item_old_idx;',
    ];
    expect(statementsOfTables(statements, new Set(['sample_item']))).toEqual([statements[0], statements[2]]);
  });

  it('dates a new migration now, or one second after the latest one when that is later', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    expect(nextTimestamp(now, ['analysis-20261125000000-x'])).toBe('20261126060000');
    expect(nextTimestamp(now, ['000-core-20261126140000-x', 'analysis-20261125000000-y'])).toBe('20261126140001');
    expect(nextTimestamp(now, ['reports-20261231235959-z'])).toBe('20270101000000');
  });

  it('names the class from the package and what it does', () => {
    expect(migrationClassName('analysis-20261126150000-updated-at')).toBe('AnalysisUpdatedAtMigration');
    expect(migrationClassName('000-core-20261126150000-sessions')).toBe('CoreSessionsMigration');
    expect(migrationClassName('ai-tools-20261126150000-runs')).toBe('AiToolsRunsMigration');
  });

  it('writes a migration whose statements survive backquotes and template markers', () => {
    const source = migrationSource({
      migrationName: 'analysis-20261126150000-notes',
      description: 'Notes',
      up: ['comment on column "analysis_analysis"."url" is \'a `b` ${c}\';'],
      down: [],
    });
    expect(source).toContain('export class AnalysisNotesMigration extends Migration {');
    expect(source).toContain('this.addSql(`comment on column "analysis_analysis"."url" is \'a \\`b\\` \\${c}\'`);');
  });
});
