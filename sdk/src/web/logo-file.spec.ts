import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file.js';

const twoMegabytes = 2 * 1024 * 1024;

describe('logoFileProblem', () => {
  it('accepts PNG and JPG up to the limit', () => {
    expect(logoFileProblem({ type: 'image/png', size: twoMegabytes }, twoMegabytes)).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 10 }, twoMegabytes)).toBeNull();
  });

  it('refuses other types and files over the limit', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 }, twoMegabytes)).toBe('type');
    expect(logoFileProblem({ type: 'image/gif', size: 10 }, twoMegabytes)).toBe('type');
    expect(logoFileProblem({ type: 'image/png', size: twoMegabytes + 1 }, twoMegabytes)).toBe('size');
  });
});
