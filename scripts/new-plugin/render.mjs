// Reads the templates under templates/ and fills in the names of a new plugin.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The SDK a new plugin is built for: this repository's (its packages declare `^<version>` in `otimiza.sdk`). */
const sdkVersion = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../sdk/package.json'), 'utf8')).version;

/** Each placeholder of the templates and the name that replaces it. */
export function placeholders(names, migration) {
  return {
    __ID__: names.id,
    __CAMEL__: names.camel,
    __PASCAL__: names.pascal,
    __TITLE__: names.title,
    __TABLE__: names.table,
    /** The prefix of every table of the plugin: `<id with underscores>_`. */
    __TABLE_PREFIX__: names.table.replace(/item$/, ''),
    __FEATURE__: names.featureKey,
    __MIGRATION_NAME__: migration.name,
    __MIGRATION_CLASS__: migration.className,
    __SDK_VERSION__: sdkVersion,
  };
}

/** `text` with every `__NAME__` placeholder replaced; an unknown one throws, so that a typo in a template cannot ship. */
export function fill(text, values) {
  return text.replace(/__([A-Z_]+?)__/g, (match) => {
    if (!(match in values)) throw new Error(`unknown placeholder ${match}`);
    return values[match];
  });
}

/** Every template file below `folder`, as paths relative to it (`server/src/__ID__.module.ts.tpl`). */
export function templateFiles(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tpl')) found.push(relative(folder, path));
    }
  };
  walk(folder);
  return found.sort();
}

/** The plugin's files from the templates: path below plugins/<id>/ → content. */
export function renderTemplates(folder, values) {
  return new Map(templateFiles(folder).map((file) => [fill(file, values).replace(/\.tpl$/, ''), fill(readFileSync(join(folder, file), 'utf8'), values)]));
}
