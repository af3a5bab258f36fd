#!/usr/bin/env node
// Rewrites the configuration table in README.md from the zod schemas' descriptions: the core's
// (core/server/src/kernel/config/config.schema.ts), then one section per installed plugin that declares
// settings (`defineServerPlugin({ settings })`), in plugin id order, as the host finds them at start.
// Reads the built files: run `npm run build` first.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { configSchema } = await import('../core/server/dist/kernel/config/config.schema.js');
const { installedServerPlugins } = await import('../core/server/dist/index.js');
const { plugins: serverPlugins } = await installedServerPlugins();

function defaultOf(field) {
  const result = field.safeParse(undefined);
  // A list setting (comma-separated) shows its items; an empty default is no default.
  const value = result.success && Array.isArray(result.data) ? result.data.join(',') : result.data;
  return result.success && value !== undefined && value !== '' ? `\`${value}\`` : '—';
}

function table(schema) {
  const rows = Object.entries(schema.shape).map(
    ([name, field]) => `| \`${name}\` | ${defaultOf(field)} | ${(field.description ?? '').replace(/\|/g, '\\|')} |`,
  );
  return ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

const sections = [table(configSchema)];
for (const plugin of serverPlugins) {
  if (!plugin.settings || Object.keys(plugin.settings.shape).length === 0) continue;
  sections.push(`Plugin \`${plugin.manifest.id}\`: read and validated only when the plugin is mounted (\`PLUGINS\`).\n\n${table(plugin.settings)}`);
}

const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = '<!-- config-table:start -->';
const end = '<!-- config-table:end -->';
const next = readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${sections.join('\n\n')}\n${end}`);
writeFileSync(readmePath, next);
console.log(next === readme ? 'README configuration table already current' : 'README configuration table updated');
