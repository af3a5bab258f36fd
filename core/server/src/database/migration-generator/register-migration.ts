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
  const lastImport = lines.findLastIndex((line) => /^import .* from '\.\/(migrations\/)?[^']*\d{14}[^']*';$/.test(line));
  const lastEntry = lines.findLastIndex((line) => /^\s*\{ name: '[^']+', class: \w+ \},$/.test(line));
  if (lastImport < 0 || lastEntry < 0)
    throw new Error(`could not find the migration list in ${pkg.registry}: add { name: '${migrationName}', class: ${className} } by hand`);
  const indent = lines[lastEntry]!.match(/^\s*/)![0];
  lines.splice(lastEntry + 1, 0, `${indent}{ name: '${migrationName}', class: ${className} },`);
  lines.splice(lastImport + 1, 0, `import { ${className} } from '${importPath}';`);
  writeFileSync(pkg.registry, lines.join('\n'));
}
