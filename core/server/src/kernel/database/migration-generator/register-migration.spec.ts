import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MigrationPackage } from './migration-source.js';
import { registerMigration } from './register-migration.js';

function pluginIndex(source: string): MigrationPackage {
  const registry = join(mkdtempSync(join(tmpdir(), 'register-migration-')), 'index.ts');
  writeFileSync(registry, source);
  return { id: 'audit', folder: '', registry, namePrefix: 'audit', tablePrefix: 'audit_', tables: new Set() } as MigrationPackage;
}

describe('registerMigration', () => {
  it('adds a plugin’s first migration to its empty list, after the comment, and imports it after the last import', () => {
    const pkg = pluginIndex(
      [
        "import { defineServerPlugin } from '@otimiza/sdk/server';",
        "import { auditEntities } from './entities.js';",
        '',
        'export default defineServerPlugin({',
        '  migrations: [',
        '    // `npm run migration:create` adds them here.',
        '  ],',
        '});',
      ].join('\n'),
    );
    registerMigration(pkg, 'audit-20261126222704-compliance');
    expect(readFileSync(pkg.registry, 'utf8').split('\n')).toEqual([
      "import { defineServerPlugin } from '@otimiza/sdk/server';",
      "import { auditEntities } from './entities.js';",
      "import { AuditComplianceMigration } from './migrations/audit-20261126222704-compliance.js';",
      '',
      'export default defineServerPlugin({',
      '  migrations: [',
      '    // `npm run migration:create` adds them here.',
      "    { name: 'audit-20261126222704-compliance', class: AuditComplianceMigration },",
      '  ],',
      '});',
    ]);
  });

  it('adds a later migration after the last one', () => {
    const pkg = pluginIndex(
      [
        "import { AuditComplianceMigration } from './migrations/audit-20261126222704-compliance.js';",
        "import { other } from './other.js';",
        '  migrations: [',
        "    { name: 'audit-20261126222704-compliance', class: AuditComplianceMigration },",
        '  ],',
      ].join('\n'),
    );
    registerMigration(pkg, 'audit-20261127000000-shares');
    expect(readFileSync(pkg.registry, 'utf8').split('\n')).toEqual([
      "import { AuditComplianceMigration } from './migrations/audit-20261126222704-compliance.js';",
      "import { AuditSharesMigration } from './migrations/audit-20261127000000-shares.js';",
      "import { other } from './other.js';",
      '  migrations: [',
      "    { name: 'audit-20261126222704-compliance', class: AuditComplianceMigration },",
      "    { name: 'audit-20261127000000-shares', class: AuditSharesMigration },",
      '  ],',
    ]);
  });
});
