import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The host's catalog and every plugin's, as lingui.config.ts lists them. */
function catalogFolders(): Array<{ name: string; folder: string }> {
  const plugins = readdirSync(join(root, 'plugins'))
    .filter((id) => existsSync(join(root, 'plugins', id, 'web/src/locales')))
    .map((id) => ({ name: id, folder: join(root, 'plugins', id, 'web/src/locales') }));
  return [{ name: 'core', folder: join(root, 'core/web/src/locales') }, ...plugins];
}

/**
 * Every catalog is merged into one i18n instance, keyed by the hash of the Portuguese source (and its
 * context): two catalogs translating the same source differently overwrite each other, and whichever
 * loads last wins on every page (the host's "Clientes" once read "Customers" because a plugin said so).
 */
describe('the interface catalogs', () => {
  it('never translate the same Portuguese text two ways', async () => {
    const po = formatter({ lineNumbers: false });
    const seen = new Map<string, { catalog: string; translation: string }>();
    const conflicts: string[] = [];
    for (const { name, folder } of catalogFolders()) {
      const file = join(folder, 'en/messages.po');
      const catalog = await po.parse(readFileSync(file, 'utf8'), { locale: 'en', sourceLocale: 'pt-BR', filename: file });
      for (const [id, entry] of Object.entries(catalog)) {
        const translation = entry.translation ?? '';
        if (!translation) continue;
        const earlier = seen.get(id);
        if (!earlier) seen.set(id, { catalog: name, translation });
        else if (earlier.translation !== translation)
          conflicts.push(`"${entry.message ?? id}": ${earlier.catalog} says "${earlier.translation}", ${name} says "${translation}"`);
      }
    }
    expect(seen.size).toBeGreaterThan(1000);
    expect(conflicts).toEqual([]);
  });
});
