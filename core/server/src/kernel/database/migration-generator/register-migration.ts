import { readFileSync, writeFileSync } from 'node:fs';
import { migrationClassName, type MigrationPackage } from './migration-source.js';

/**
 * Adds a new migration to its package's list (the plugin's `defineServerPlugin` call, or the
 * core's migrations index): its import after the last migration import, its entry after the last entry.
 */
export function registerMigration(pkg: MigrationPackage, migrationName: string): void {
  const source = readFileSync(pkg.registry, 'utf8');
  const className = migrationClassName(migrationName);
  const importPath = pkg.id === 'core' ? `./${migrationName}.js` : `./migrations/${migrationName}.js`;
  const lines = source.split('\n');
  const migrationImports = lines.findLastIndex((line) => /^import .* from '\.\/(migrations\/)?[^']*\d{14}[^']*';$/.test(line));
  // A plugin's first migration: after its last import, and first in its (still empty) list.
  const lastImport = migrationImports >= 0 ? migrationImports : lines.findLastIndex((line) => /^import .* from '[^']+';$/.test(line));
  let lastEntry = lines.findLastIndex((line) => /^\s*\{ name: '[^']+', class: \w+ \},$/.test(line));
  const listStart = lines.findIndex((line) => /^\s*migrations: \[$/.test(line));
  // An empty list: the entry goes after its opening line and the comments under it.
  if (lastEntry < 0 && listStart >= 0) for (lastEntry = listStart; /^\s*\/\//.test(lines[lastEntry + 1] ?? ''); lastEntry += 1);
  if (lastImport < 0 || lastEntry < 0)
    throw new Error(`could not find the migration list in ${pkg.registry}: add { name: '${migrationName}', class: ${className} } by hand`);
  const indent = lastEntry === listStart ? `${lines[listStart]!.match(/^\s*/)![0]}  ` : lines[lastEntry]!.match(/^\s*/)![0];
  lines.splice(lastEntry + 1, 0, `${indent}{ name: '${migrationName}', class: ${className} },`);
  lines.splice(lastImport + 1, 0, `import { ${className} } from '${importPath}';`);
  writeFileSync(pkg.registry, lines.join('\n'));
}
