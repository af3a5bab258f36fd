import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorType } from '@otimiza/sdk/shared';
import type { AnalysisProgressEvent, AnalysisStatus, AnalysisStep } from '@otimiza/plugin-analysis-shared';
import { progressEventOf } from '../analyses/analysis-status.repository.js';

export const isFinal = (event: AnalysisProgressEvent) => event.status === 'completed' || event.status === 'failed';

/** The current progress of one analysis of a workspace, read from its row (null: missing or another workspace's). */
@Injectable()
export class AnalysisProgressReader {
  constructor(private readonly em: EntityManager) {}

  async read(workspaceId: string, id: string): Promise<AnalysisProgressEvent | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string; status: AnalysisStatus; progress: number; step: AnalysisStep | null; error_type: ErrorType | null; error_message: string | null }[]>(
        'select id, status, progress, step, error_type, error_message from analysis_analysis where id = ? and workspace_id = ?',
        [id, workspaceId],
      );
    return row ? progressEventOf(row) : null;
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
