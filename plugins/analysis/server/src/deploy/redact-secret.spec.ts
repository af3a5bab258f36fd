import { describe, expect, it } from 'vitest';
import { redactSecret } from './redact-secret.js';

describe('redactSecret', () => {
  it('masks every occurrence of the secret', () => {
    expect(redactSecret('530 user joao pass s3cr3t! denied (s3cr3t!)', 's3cr3t!')).toBe('530 user joao pass [redacted] denied ([redacted])');
  });

  it('leaves the text alone without a secret', () => {
    expect(redactSecret('530 Login incorrect.', '')).toBe('530 Login incorrect.');
  });
});
