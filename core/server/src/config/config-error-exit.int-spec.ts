import { describe, expect, it } from 'vitest';
import { assertBuilt, spawnServer } from '@otimiza/sdk/testing';

describe('starting with a bad setting', () => {
  it('exits non-zero with a message naming the variable', async () => {
    assertBuilt();
    const server = spawnServer({ DATABASE_URL: 'not-a-url' });
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });
});
