import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.schema.js';

describe('configuration', () => {
  it('describes every variable', () => {
    for (const [name, field] of Object.entries(configSchema.shape)) {
      expect(field.description, name).toBeTruthy();
    }
  });

  it('is documented in the README table (npm run docs:config)', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- config-table:start -->'), readme.indexOf('<!-- config-table:end -->'));
    for (const [name, field] of Object.entries(configSchema.shape)) {
      expect(table, `README row for ${name}`).toContain(`| \`${name}\` |`);
      expect(table).toContain(field.description!.replace(/\|/g, '\\|'));
    }
  });
});
