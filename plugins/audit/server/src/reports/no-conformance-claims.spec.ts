import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forbiddenConformanceClaims, noAutomatedFailureStatement } from '@otimiza/plugin-audit-shared';
import { describe, expect, it } from 'vitest';
import { auditPdfText } from './pdf/audit-pdf.labels.js';

const plugin = fileURLToPath(new URL('../../../', import.meta.url));

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(path);
    return /\.(ts|tsx|po)$/.test(entry.name) && !/\.(spec|int-spec|e2e)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The texts a user can read in a source file: its string literals and JSX text (comments dropped), or a catalog's messages. */
function texts(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  if (path.endsWith('.po')) return [...source.matchAll(/^msg(?:id|str) "(.*)"$/gm)].map((match) => match[1]!);
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0]);
  const jsx = path.endsWith('.tsx') ? [...code.matchAll(/>([^<>{}]+)</g)].map((match) => match[1]!) : [];
  // Test ids and other kebab-case identifiers ('compliance-non-compliant') are not texts anyone reads.
  return [...literals, ...jsx].filter((text) => !/^['"`][a-z0-9]+(?:-[a-z0-9]+)+['"`]$/.test(text));
}

describe('no report says conforme/compliant from automated checks', () => {
  it('no text of the audit plugin (server messages, PDF labels, web pages, catalogs in pt and en) claims conformance', () => {
    const found = ['server/src', 'web/src', 'shared/src'].flatMap((folder) =>
      files(join(plugin, folder)).flatMap((path) =>
        texts(path)
          .filter((text) => forbiddenConformanceClaims.some((claim) => claim.test(text)))
          .map((text) => `${relative(plugin, path)}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('the PDF’s texts, and its statement for an accessibility framework without failures, claim nothing in pt and en', () => {
    for (const language of ['pt', 'en'] as const) {
      const statement = noAutomatedFailureStatement(language);
      for (const claim of forbiddenConformanceClaims) expect(statement).not.toMatch(claim);
      for (const key of ['documentTitle', 'overallScore', 'noFailures', 'disclaimer'] as const)
        for (const claim of forbiddenConformanceClaims) expect(auditPdfText(key, language)).not.toMatch(claim);
    }
  });
});
