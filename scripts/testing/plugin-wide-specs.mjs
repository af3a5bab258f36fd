// The specs that run over every installed plugin: a plugin can break them without a change to the
// core (its routes fuzzed, its tables checked for a workspace filter and an exporter, its texts
// against the host's, its *.texts.json catalogues read whole, its settings in the README's table).
// `npm run test:plugin <id>` and `npm run test:changed` run them beside the plugin's own specs, as `npm test` does.
export const pluginWideSpecs = [
  'core/server/src/kernel/http/write-routes-fuzz.int-spec.ts',
  'core/server/src/kernel/http/read-routes.int-spec.ts',
  'core/server/src/kernel/http/cross-site-writes.int-spec.ts',
  'core/server/src/kernel/http/request-body-contract.int-spec.ts',
  'core/server/src/platform/cross-workspace.int-spec.ts',
  'core/server/src/kernel/database/workspace-filter.int-spec.ts',
  'core/server/src/kernel/database/entities-match-migrations.int-spec.ts',
  'core/server/src/platform/own-account/data-export/plugin-data-export.int-spec.ts',
  'core/server/src/kernel/config/config-table.spec.ts',
  'core/web/src/kernel/i18n/catalogs-agree.spec.ts',
  'scripts/text-catalogues.spec.ts',
];
