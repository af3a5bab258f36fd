import { describe, expect, it } from 'vitest';
import { newRunId } from './runId';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRunId', () => {
  it('uses randomUUID where the browser has it', () => {
    expect(newRunId(globalThis.crypto)).toMatch(uuidV4);
    expect(newRunId({ getRandomValues: (array) => array, randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('builds a version-4 UUID from random bytes outside secure contexts', () => {
    const insecure: Pick<Crypto, 'getRandomValues'> = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newRunId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
