import { MikroORM } from '@mikro-orm/postgresql';
import { type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

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
    // Every table has an entity: the difference must be empty, table by table (tables without an entity, such as the migrations' own, are never dropped here).
    const statements = (await orm.schema.getUpdateSchemaSQL({ wrap: false, dropTables: false }))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(statements).toEqual([]);
  });
});
