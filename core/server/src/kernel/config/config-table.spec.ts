import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';
import { configSchema } from './config.schema.js';
import { loadConfig } from './load-config.js';

const { plugins: serverPlugins } = await installedServerPlugins();

const schemas: [owner: string, schema: z.ZodObject][] = [
  ['core', configSchema],
  ...serverPlugins.flatMap((plugin): [string, z.ZodObject][] => (plugin.settings ? [[`plugin ${plugin.manifest.id}`, plugin.settings]] : [])),
];

describe('configuration', () => {
  it('describes every variable, of the core and of each installed plugin', () => {
    for (const [owner, schema] of schemas) {
      for (const [name, field] of Object.entries(schema.shape)) expect(field.description, `${owner}: ${name}`).toBeTruthy();
    }
  });

  it('gives each variable one owner among the installed plugins and the core', () => {
    expect(() => loadConfig({}, serverPlugins)).not.toThrow(/is also a setting of/);
  });

  it('is documented in the README table (npm run docs:config)', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- config-table:start -->'), readme.indexOf('<!-- config-table:end -->'));
    for (const [owner, schema] of schemas) {
      if (owner !== 'core') expect(table).toContain(`Plugin \`${owner.slice('plugin '.length)}\``);
      for (const [name, field] of Object.entries(schema.shape)) {
        expect(table, `README row for ${name} (${owner})`).toContain(`| \`${name}\` |`);
        expect(table).toContain(field.description!.replace(/\|/g, '\\|'));
      }
    }
  });
});
