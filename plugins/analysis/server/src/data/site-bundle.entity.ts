import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/** A bundled file as stored: its body in base64, so the JSON column can hold any bytes. */
export type StoredBundleFiles = Record<string, { contentType: string; body: string }>;

/**
 * A bundled site (the investor demo's sample pages): the files an analysis is served from instead
 * of the network, stored once per workspace and content digest so that every process reads the same bytes.
 */
export const SiteBundleSchema = defineEntity({
  name: 'AnalysisSiteBundle',
  tableName: 'analysis_site_bundle',
  filters: workspaceFilter,
  uniques: [{ properties: ['workspace', 'digest'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    origin: p.text(),
    digest: p.text(),
    files: p.json<StoredBundleFiles>().lazy(),
  },
});
export type StoredSiteBundle = InferEntity<typeof SiteBundleSchema>;
