import { AnalysisPort, defineServerPlugin } from '@otimiza/sdk/server';
import { __CAMEL__Manifest } from '@otimiza/plugin-__ID__-shared';
import { __PASCAL__Module } from './__ID__.module.js';
import { __PASCAL__ItemSchema } from './data/__ID__-item.entity.js';
import { __MIGRATION_CLASS__ } from './migrations/__MIGRATION_NAME__.js';

export default defineServerPlugin({
  manifest: __CAMEL__Manifest,
  module: __PASCAL__Module,
  /** The other plugins' ports it injects: the analysis plugin's, which its manifest `requires`. */
  ports: { consumes: [AnalysisPort] },
  entities: [__PASCAL__ItemSchema],
  migrations: [
    // `npm run migration:create -- __ID__ <what-changed>` writes the next one from the entities and adds it here.
    { name: '__MIGRATION_NAME__', class: __MIGRATION_CLASS__ },
  ],
});
