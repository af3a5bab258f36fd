import { describe, expect, it } from 'vitest';
import { assertBuilt, spawnServer } from '@otimiza/host-testing';

describe('starting with a bad setting', () => {
  it('exits non-zero with a message naming the variable', async () => {
    assertBuilt();
    const server = spawnServer({ DATABASE_URL: 'not-a-url' });
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});

describe('starting with a plugin selection that leaves out a requirement', () => {
  it('exits 78 before touching the database, naming both plugins', async () => {
    assertBuilt();
    const server = spawnServer({ PLUGINS: 'reports', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    expect(code).toBe(78);
    expect(server.output()).toContain('PLUGINS: plugin "reports" requires plugin "analysis", which PLUGINS=reports leaves out');
    expect(server.output()).not.toContain('    at ');
  });
});
