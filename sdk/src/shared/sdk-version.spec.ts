import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from './sdk-version.js';

describe('SDK_VERSION', () => {
  it("is the SDK package's own version, which plugins' ranges are checked against", () => {
    const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(packageJson.version);
  });
});
