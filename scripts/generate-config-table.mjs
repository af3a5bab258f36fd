#!/usr/bin/env node
// Rewrites the configuration table in README.md from the zod schema's descriptions.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { configSchema } = await import('../core/server/dist/config/config.schema.js');

function defaultOf(field) {
  const result = field.safeParse(undefined);
  return result.success && result.data !== undefined ? `\`${result.data}\`` : '—';
}

const rows = Object.entries(configSchema.shape).map(
  ([name, field]) => `| \`${name}\` | ${defaultOf(field)} | ${(field.description ?? '').replace(/\|/g, '\\|')} |`,
);
const table = ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = '<!-- config-table:start -->';
const end = '<!-- config-table:end -->';
const next = readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${table}\n${end}`);
writeFileSync(readmePath, next);
console.log(next === readme ? 'README configuration table already current' : 'README configuration table updated');
