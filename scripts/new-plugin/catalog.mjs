// Writes a plugin's Lingui catalog (.po) exactly as `npm run i18n:extract -w core/web` would:
// the same header, entries ordered by source message with Lingui's collator, origins relative to
// core/web and without line numbers. A later extract keeps the file as it is.

// Lingui sorts with a fixed en-US collator (@lingui/cli, orderByMessage).
const collator = new Intl.Collator('en-US');

/** Lingui's POT-Creation-Date: local time with its offset, `2026-11-22 03:12+0000`. */
export function potCreationDate(date) {
  const pad = (n) => String(n).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const quoted = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The catalog of `locale` ('pt-BR' or 'en'). `messages`: `{ message, en, file, id? }` — `id` for
 * a message with an explicit id (the manifest's), `file` below plugins/<pluginId>/. `originOf`
 * writes a file's origin as the extractor that keeps the catalog sees it: core/web's, by default.
 */
export function poCatalog({ pluginId, locale, messages, now, originOf = (file) => `../../plugins/${pluginId}/${file}` }) {
  const header = [
    'msgid ""',
    'msgstr ""',
    `"POT-Creation-Date: ${potCreationDate(now)}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Generator: @lingui/cli\\n"',
    `"Language: ${locale}\\n"`,
  ].join('\n');
  const ordered = messages
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => collator.compare(a.entry.message, b.entry.message) || a.index - b.index)
    .map(({ entry }) => entry);
  const entries = ordered.map((entry) =>
    [
      ...(entry.id ? ['#. js-lingui-explicit-id'] : []),
      `#: ${originOf(entry.file)}`,
      `msgid ${quoted(entry.id ?? entry.message)}`,
      `msgstr ${quoted(locale === 'en' ? entry.en : entry.message)}`,
    ].join('\n'),
  );
  return `${[header, ...entries].join('\n\n')}\n`;
}
