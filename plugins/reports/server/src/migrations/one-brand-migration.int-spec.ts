import type { Migration } from '@mikro-orm/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import reportsPlugin from '../index.js';
import { ReportsOneBrandMigration } from './reports-20261130235000-one-brand.js';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** The statements of one direction of a migration, to replay on a database already migrated. */
function statementsOf(migrationClass: MigrationClass, direction: 'up' | 'down'): string[] {
  const migration = new migrationClass({ getPlatform: () => ({}) } as never, {} as never);
  void migration[direction]();
  return migration.getQueries().map((query) => String(query));
}

/** `white_label_brand` as white-label's first migration created it, before the brand became the reports plugin's one brand. */
const oldWhiteLabelTable = `create table "white_label_brand" ("workspace_id" uuid not null references core_workspace (id) on delete cascade,
  "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_name" text not null,
  "company_name" text not null default '', "primary_color" text not null default '#2563EB', "secondary_color" text not null default '#7C3AED',
  "hide_product_brand" boolean not null default false, "logo" bytea null, "logo_type" text null, primary key ("workspace_id"))`;

describe('migration reports-20261130235000-one-brand', () => {
  let testApp: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);
  const run = async (direction: 'up' | 'down') => {
    for (const statement of statementsOf(ReportsOneBrandMigration, direction)) await sql(statement);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis')), reportsPlugin, ...(await installedPlugins('white-label'))] });
  });
  afterAll(() => testApp?.close());

  it('has left one brand table: white-label’s is gone once every migration ran', async () => {
    expect(await sql(`select to_regclass('white_label_brand') is null as gone`)).toEqual([{ gone: true }]);
  });

  it('moves every white-label brand into the one brand: its name and colours win where its domain was active, else the reports’ look stays', async () => {
    const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
    const [active, pending, onlyWhiteLabel, onlyReports] = await Promise.all([enterprise(), enterprise(), enterprise(), enterprise()]);
    await run('down');
    await sql(oldWhiteLabelTable);
    const reportsRow = (workspaceId: string, company: string, logo: string | null) =>
      sql(
        `insert into reports_brand_settings (workspace_id, company_name, primary_color, secondary_color, contact_email, logo, logo_type)
         values ($1, $2, '#111111', '#222222', 'contato@agencia.example', $3::bytea, case when $3::bytea is null then null else 'image/png' end)`,
        [workspaceId, company, logo],
      );
    const whiteLabelRow = (workspaceId: string, name: string, logo: string | null) =>
      sql(
        `insert into white_label_brand (workspace_id, brand_name, company_name, primary_color, secondary_color, hide_product_brand, logo, logo_type)
         values ($1, $2, 'Parceira Ltda.', '#0f766e', '#B45309', true, $3::bytea, case when $3::bytea is null then null else 'image/jpeg' end)`,
        [workspaceId, name, logo],
      );
    await reportsRow(active.workspaceId, 'Agência Ativa', '\\x01');
    await whiteLabelRow(active.workspaceId, 'Painel Ativo', '\\x02');
    await sql(
      `insert into white_label_domain (workspace_id, domain, subdomain, host, status, verified_at) values ($1, 'ativo.example', '', 'ativo.example', 'active', now())`,
      [active.workspaceId],
    );
    await reportsRow(pending.workspaceId, 'Agência Pendente', null);
    await whiteLabelRow(pending.workspaceId, 'Painel Pendente', '\\x03');
    await sql(
      `insert into white_label_domain (workspace_id, domain, subdomain, host, status) values ($1, 'pendente.example', '', 'pendente.example', 'not_found')`,
      [pending.workspaceId],
    );
    await whiteLabelRow(onlyWhiteLabel.workspaceId, 'Só White-label', null);
    await reportsRow(onlyReports.workspaceId, 'Só Relatórios', null);

    await run('up');
    const rows = await sql(
      `select workspace_id, brand_name, company_name, primary_color, secondary_color, hide_product_brand, contact_email, encode(logo, 'hex') as logo, logo_type
         from reports_brand_settings where workspace_id = any($1)`,
      [[active, pending, onlyWhiteLabel, onlyReports].map((user) => user.workspaceId)],
    );
    const byWorkspace = new Map(rows.map(({ workspace_id: id, ...row }) => [id as string, row]));
    expect(rows).toHaveLength(4);
    // Visitors of the active domain saw white-label's brand: it is the one brand now; the contact is the reports'.
    expect(byWorkspace.get(active.workspaceId)).toEqual({
      brand_name: 'Painel Ativo',
      company_name: 'Parceira Ltda.',
      primary_color: '#0F766E',
      secondary_color: '#B45309',
      hide_product_brand: true,
      contact_email: 'contato@agencia.example',
      logo: '02',
      logo_type: 'image/jpeg',
    });
    // No active domain: the reports' name and colours stay; white-label's logo fills the reports' missing one.
    expect(byWorkspace.get(pending.workspaceId)).toEqual({
      brand_name: 'Painel Pendente',
      company_name: 'Agência Pendente',
      primary_color: '#111111',
      secondary_color: '#222222',
      hide_product_brand: true,
      contact_email: 'contato@agencia.example',
      logo: '03',
      logo_type: 'image/jpeg',
    });
    expect(byWorkspace.get(onlyWhiteLabel.workspaceId)).toMatchObject({
      brand_name: 'Só White-label',
      company_name: 'Parceira Ltda.',
      primary_color: '#0F766E',
      hide_product_brand: true,
      contact_email: '',
      logo: null,
    });
    expect(byWorkspace.get(onlyReports.workspaceId)).toMatchObject({ brand_name: '', company_name: 'Só Relatórios', hide_product_brand: false });
    expect(await sql(`select to_regclass('white_label_brand') is null as gone`)).toEqual([{ gone: true }]);

    // The brand white-label puts in force is that row.
    const site = await active.agent.get('/api/brand-settings').expect(200);
    expect(site.body).toMatchObject({ brandName: 'Painel Ativo', whiteLabelBrand: { name: 'Painel Ativo' }, whiteLabelAvailable: true });
  });

  it('runs where white-label never was: without its tables nothing is copied', async () => {
    const user = await createTestUser(testApp);
    await run('down');
    await sql(`alter table white_label_domain rename to white_label_domain_aside`);
    try {
      await sql(`insert into reports_brand_settings (workspace_id, company_name) values ($1, 'Sem White-label')`, [user.workspaceId]);
      await run('up');
    } finally {
      await sql(`alter table white_label_domain_aside rename to white_label_domain`);
    }
    expect(await sql(`select brand_name, company_name from reports_brand_settings where workspace_id = $1`, [user.workspaceId])).toEqual([
      { brand_name: '', company_name: 'Sem White-label' },
    ]);
  });
});
