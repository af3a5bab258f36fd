import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { progressNoticeOf, statusColumns } from '../analyses/analysis-status.repository.js';
import { analysisSql } from '../analyses/analysis-tables.js';
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

  /** 1 for the next analysis to start: how many queued analyses of the instance were queued before this one, plus one. */
  async queuePosition(id: string): Promise<number> {
    const db = analysisSql(this.em);
    const row = await db
      .selectFrom('analysis_analysis as a')
      .select((eb) => eb.fn.countAll<string>().as('ahead'))
      .where('a.status', '=', 'queued')
      .where(
        sql`a.created_at + a.clock_offset`,
        '<',
        db
          .selectFrom('analysis_analysis as b')
          .select(sql<Date>`b.created_at + b.clock_offset`.as('queued_at'))
          .where('b.id', '=', id),
      )
      .executeTakeFirst();
    return Number(row?.ahead ?? 0) + 1;
  }
}
