import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { progressNoticeOf, statusColumns } from '../analyses/analysis-status.repository.js';
import { analysisSql } from '../data/analysis-tables.js';
import type { ProgressNotice } from './progress-notice.js';

export { isFinal } from './progress-notice.js';

/** The current progress of one analysis of a workspace, read from its row (null: missing or another workspace's). */
@Injectable()
export class AnalysisProgressReader {
  constructor(private readonly em: EntityManager) {}

  async read(workspaceId: string, id: string): Promise<ProgressNotice | null> {
    const row = await analysisSql(this.em)
      .selectFrom('analysis_analysis')
      .select(statusColumns)
      .where('id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return row ? progressNoticeOf(row) : null;
  }

  /**
   * 1 for the next analysis to start. Workspaces take turns in the queue: ahead of an analysis are
   * those with fewer of their own workspace's analyses queued before them, and those with as many
   * that were queued earlier.
   */
  async queuePosition(id: string): Promise<number> {
    const { rows } = await sql<{ ahead: string }>`
      with queued as (
        select id, created_at + clock_offset as queued_at,
               row_number() over (partition by workspace_id order by created_at + clock_offset, id) as turn
          from analysis_analysis where status = 'queued'
      )
      select count(*) as ahead from queued q, queued me
       where me.id = ${id} and (q.turn < me.turn or (q.turn = me.turn and q.queued_at < me.queued_at))`.execute(analysisSql(this.em));
    return Number(rows[0]?.ahead ?? 0) + 1;
  }
}
