import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPlugins } from '../plugins/plugin-registry.generated.js';

describe('entities and migrations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('agree: after every migration of the core and the installed plugins, the tables of the entities need no change', async () => {
    const orm = testApp.app.get(MikroORM, { strict: false });
    const entityTables = new Set([...orm.getMetadata().getAll().values()].filter((meta) => meta.tableName).map((meta) => meta.tableName));
    const indexes: { indexname: string; tablename: string }[] = await queryDatabase(testApp.database.url, "select indexname, tablename from pg_indexes where schemaname = 'public'");
    const tableOfIndex = new Map(indexes.map((row) => [row.indexname, row.tablename]));
    const statements = (await orm.schema.getUpdateSchemaSQL({ wrap: false, dropTables: false }))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // Tables that have no entity yet are left out until they have one.
    const tableOf = (statement: string) => statement.match(/^(?:alter|create) table "([^"]+)"/)?.[1] ?? tableOfIndex.get(statement.match(/^drop index "([^"]+)"/)?.[1] ?? '') ?? statement.match(/ on "([^"]+)"/)?.[1];
    expect(statements.filter((statement) => entityTables.has(tableOf(statement) ?? statement))).toEqual([]);
  });
});
