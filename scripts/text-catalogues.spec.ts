import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every plugin's `*.texts.json` (docs/architecture.md, Conventions), outside node_modules and dist. */
function textCatalogues(): string[] {
  return readdirSync(join(root, 'plugins'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.texts.json') && !/(^|\/)(node_modules|dist)\//.test(path))
    .map((path) => join('plugins', path))
    .sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** What is wrong in a catalogue's tree: its leaves are `{ "pt": …, "en": … }`, its branches objects or arrays of them. */
function problemsOf(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => problemsOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [`${path}: ${JSON.stringify(value)} is neither a text nor a group of texts`];
  const keys = Object.keys(value);
  if (!keys.includes('pt') && !keys.includes('en')) return Object.entries(value).flatMap(([key, item]) => problemsOf(item, `${path}.${key}`));
  if (keys.join() !== 'pt,en') return [`${path}: a text has "pt" then "en" and nothing else (it has ${keys.join(', ')})`];
  const { pt, en } = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [language, text] of [['pt', pt] as const, ['en', en] as const]) {
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${path}.${language}: empty or not a string`);
    else if (text !== text.trim()) problems.push(`${path}.${language}: spaces around ${JSON.stringify(text)}`);
  }
  if (typeof pt === 'string' && typeof en === 'string' && placeholders(pt).join() !== placeholders(en).join()) {
    problems.push(`${path}: the placeholders differ (pt {${placeholders(pt).join('}, {')}}, en {${placeholders(en).join('}, {')}})`);
  }
  return problems;
}

describe("the plugins' text catalogues", () => {
  it('are found', () => {
    expect(textCatalogues().length).toBeGreaterThan(20);
  });

  it.each(textCatalogues())('%s has every text in pt and en, without spaces around, with the same placeholders', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const catalogue: unknown = JSON.parse(source);
    expect(problemsOf(catalogue, '')).toEqual([]);
    // One layout for every file (Prettier does not format JSON here); it also shows a key written twice, which JSON.parse would drop.
    expect(source).toBe(`${JSON.stringify(catalogue, null, 2)}\n`);
  });
});
