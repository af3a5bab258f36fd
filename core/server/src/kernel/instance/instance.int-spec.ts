import { queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstanceService } from './instance.service.js';

describe('the instance record', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('counts every one of 20 starts at once, in one row', async () => {
    const instances = testApp.app.get(InstanceService);
    const before = (await instances.current())!;
    const booted = await Promise.all(Array.from({ length: 20 }, () => instances.recordBoot()));
    expect(new Set(booted.map((instance) => instance.id))).toEqual(new Set([before.id]));
    expect((await instances.current())!.boots).toBe(before.boots + 20);
    expect(await queryDatabase(testApp.database.url, 'select count(*)::int as n from core_instance')).toEqual([{ n: 1 }]);
  });
});
