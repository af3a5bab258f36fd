import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { digestOf, type SiteBundle } from './site-bundle.js';
import { SiteBundleSchema, type StoredBundleFiles } from '../data/site-bundle.entity.js';

/** Bundled sites in analysis_site_bundle, so that the api and every worker read the same bytes. */
@Injectable()
export class SiteBundlesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores the bundle for the workspace, or finds the identical one stored before; answers its id. */
  async store(workspaceId: string, bundle: SiteBundle): Promise<string> {
    const files: StoredBundleFiles = {};
    for (const [path, file] of bundle.files) files[path] = { contentType: file.contentType, body: file.body.toString('base64') };
    const stored = await forWorkspace(this.em, workspaceId).upsert(
      SiteBundleSchema,
      { id: randomUUID(), workspace: workspaceId, origin: bundle.origin, digest: digestOf(bundle), files },
      // The same bundle stored again answers the first one's id.
      { onConflictFields: ['workspace', 'digest'], onConflictAction: 'merge', onConflictMergeFields: ['digest'] },
    );
    return stored.id;
  }

  async load(id: string, workspaceId: string): Promise<SiteBundle | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(SiteBundleSchema, { id }, { populate: ['files'] });
    if (!row) return null;
    const files = new Map(Object.entries(row.files).map(([path, file]) => [path, { contentType: file.contentType, body: Buffer.from(file.body, 'base64') }]));
    return { origin: row.origin, files };
  }
}
