import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { SkippedFixList } from '@otimiza/plugin-analysis-shared';
import { analysisSql } from '../../data/analysis-tables.js';
import { fixCatalogue } from '../fix-catalogue.js';
import { SkippedFixSchema } from '../../data/skipped-fix.entity.js';

/** Every id the fixer can apply: its catalogue and the doctype it adds first. */
const knownFixIds = new Set(['doctype', ...fixCatalogue.map((fix) => fix.id)]);

const unknownFix = () => new ApiError('VALIDATION_ERROR', 400, { pt: 'Correção desconhecida.', en: 'Unknown fix.' });

/**
 * The fixes a workspace dropped, after a proof named one as a possible cause of a regression: the
 * fixer leaves them out of the workspace's next analyses until they are restored.
 */
@Injectable()
export class SkippedFixes {
  constructor(private readonly em: EntityManager) {}

  async list(workspaceId: string): Promise<SkippedFixList> {
    const rows = await forWorkspace(this.em, workspaceId).find(SkippedFixSchema, { workspace: workspaceId }, { orderBy: { createdAt: 'desc', fixId: 'asc' } });
    return { skippedFixes: rows.map((row) => ({ fixId: row.fixId, skippedAt: row.createdAt.toISOString() })) };
  }

  /** The ids the fixer leaves out for this workspace. */
  async idsOf(workspaceId: string): Promise<ReadonlySet<string>> {
    return new Set((await this.list(workspaceId)).skippedFixes.map((entry) => entry.fixId));
  }

  /** Drops a fix; dropping it again changes nothing (one row per workspace and fix, however many requests race). */
  async skip(auth: AuthContext, fixId: string): Promise<SkippedFixList> {
    if (!knownFixIds.has(fixId)) throw unknownFix();
    await analysisSql(this.em)
      .insertInto('analysis_skipped_fix')
      .values({ id: randomUUID(), workspace_id: auth.workspaceId, fix_id: fixId, user_id: auth.userId })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'fix_id']).doNothing())
      .execute();
    return this.list(auth.workspaceId);
  }

  /** Applies a dropped fix again. */
  async restore(auth: AuthContext, fixId: string): Promise<SkippedFixList> {
    if (!knownFixIds.has(fixId)) throw unknownFix();
    await forWorkspace(this.em, auth.workspaceId).nativeDelete(SkippedFixSchema, { workspace: auth.workspaceId, fixId });
    return this.list(auth.workspaceId);
  }
}
