import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DerivedKeys } from './instance-secret.js';

describe('keys derived from one instance secret', () => {
  it('loads the secret once, derives a key per purpose, and loads again after a failed load', async () => {
    const secret = Buffer.alloc(32, 7);
    let loads = 0;
    const keys = new DerivedKeys(async () => {
      loads += 1;
      if (loads === 1) throw new Error('database down');
      return secret;
    });
    await expect(keys.key('a')).rejects.toThrow('database down');
    const a = await keys.key('a');
    expect(a).toEqual(Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'a', 32)));
    expect(await keys.key('b')).not.toEqual(a);
    expect(await keys.key('a')).toEqual(a);
    expect(loads).toBe(2);
  });
});
