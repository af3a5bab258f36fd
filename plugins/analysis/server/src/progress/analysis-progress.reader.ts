import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { progressNoticeOf, statusColumns } from '../analyses/analysis-status.repository.js';
import type { ProgressNotice } from './progress-notice.js';

export { isFinal } from './progress-notice.js';

/** The current progress of one analysis of a workspace, read from its row (null: missing or another workspace's). */
@Injectable()
export class AnalysisProgressReader {
  constructor(private readonly em: EntityManager) {}

  async read(workspaceId: string, id: string): Promise<ProgressNotice | null> {
    const [row] = await this.em
      .getConnection()
      .execute<Parameters<typeof progressNoticeOf>[0][]>(`select ${statusColumns} from analysis_analysis where id = ? and workspace_id = ?`, [id, workspaceId]);
    return row ? progressNoticeOf(row) : null;
  }

  /** 1 for the next analysis to start: how many queued analyses of the instance were queued before this one, plus one. */
  async queuePosition(id: string): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ ahead: number }[]>(
      `select count(*)::int as ahead from analysis_analysis a
       where a.status = 'queued' and a.created_at + a.clock_offset < (select b.created_at + b.clock_offset from analysis_analysis b where b.id = ?)`,
      [id],
    );
    return (row?.ahead ?? 0) + 1;
  }
}
