import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The host's catalog and every plugin's, as lingui.config.ts lists them. */
function catalogFolders(): Array<{ name: string; folder: string }> {
  const plugins = readdirSync(join(root, 'plugins'))
    .filter((id) => existsSync(join(root, 'plugins', id, 'web/src/locales')))
    .map((id) => ({ name: id, folder: join(root, 'plugins', id, 'web/src/locales') }));
  return [{ name: 'core', folder: join(root, 'core/web/src/locales') }, ...plugins];
}

async function readCatalog(folder: string, locale: 'pt-BR' | 'en') {
  const file = join(folder, locale, 'messages.po');
  return formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'pt-BR', filename: file });
}

/**
 * Each plugin translates in its own namespace (pluginNamespaces.ts), so two catalogs may give the
 * same Portuguese text different English words; what must hold is that each catalog is whole: every
 * id of its source in both languages, none left untranslated in English.
 */
describe('the interface catalogs', () => {
  it.each(catalogFolders())('$name has every id in pt-BR and en, each translated', async ({ folder }) => {
    const source = await readCatalog(folder, 'pt-BR');
    const english = await readCatalog(folder, 'en');
    expect(Object.keys(english).sort()).toEqual(Object.keys(source).sort());
    const untranslated = Object.entries(english)
      .filter(([, entry]) => !entry.obsolete && !entry.translation)
      .map(([id, entry]) => entry.message ?? id);
    expect(untranslated).toEqual([]);
  });
});
