import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { digestOf, type SiteBundle } from './site-bundle.js';

type StoredFiles = Record<string, { contentType: string; body: string }>;

/** Bundled sites in analysis_site_bundle, so that the api and every worker read the same bytes. */
@Injectable()
export class SiteBundlesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores the bundle for the workspace, or finds the identical one stored before; answers its id. */
  async store(workspaceId: string, bundle: SiteBundle): Promise<string> {
    const files: StoredFiles = {};
    for (const [path, file] of bundle.files) files[path] = { contentType: file.contentType, body: file.body.toString('base64') };
    const [row] = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into analysis_site_bundle (id, workspace_id, origin, digest, files) values (?, ?, ?, ?, ?::jsonb)
       on conflict (workspace_id, digest) do update set digest = excluded.digest returning id`,
      [randomUUID(), workspaceId, bundle.origin, digestOf(bundle), JSON.stringify(files)],
    );
    return row!.id;
  }

  async load(id: string, workspaceId: string): Promise<SiteBundle | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ origin: string; files: StoredFiles }[]>('select origin, files from analysis_site_bundle where id = ? and workspace_id = ?', [id, workspaceId]);
    if (!row) return null;
    const files = new Map(Object.entries(row.files).map(([path, file]) => [path, { contentType: file.contentType, body: Buffer.from(file.body, 'base64') }]));
    return { origin: row.origin, files };
  }
}
