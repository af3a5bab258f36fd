import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, pagedRows, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';

const PAGE = 200;

interface Keyed {
  id: string;
  createdAt: Date;
}

/**
 * The analysis plugin's part of a data export: every analysis (scores, metrics, fixes, the
 * optimised HTML and the proof; not the compressed Lighthouse report), the pages fixed by the
 * HTML tools and the FTP deploys (where and what, never credentials, which are not stored).
 */
@Injectable()
export class AnalysisAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'analysis', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    await writer.lines(
      'analyses.jsonl',
      this.paged(
        `id, user_id as "userId", url, final_url as "finalUrl", strategy, provider, status, error_type as "errorType", error_message as "errorMessage",
         performance_score as "performanceScore", accessibility_score as "accessibilityScore", seo_score as "seoScore",
         best_practices_score as "bestPracticesScore", issues_count as "issuesCount", largest_contentful_paint_ms as "largestContentfulPaintMs",
         applied_fixes as "appliedFixes", estimated_improvements as "estimatedImprovements", context, page_speed_results as "pageSpeedResults",
         optimized_html as "optimizedHtml", verification_status as "verificationStatus", verified_scores as "verifiedScores",
         verification_error_type as "verificationErrorType", verification_error_message as "verificationErrorMessage", verified_at as "verifiedAt",
         created_at as "createdAt", started_at as "startedAt", completed_at as "completedAt"`,
        'analysis_analysis',
        workspaceId,
      ),
    );
    await writer.lines(
      'html-fixes.jsonl',
      this.paged(`id, user_id as "userId", url, fixes, optimized_html as "optimizedHtml", created_at as "createdAt"`, 'analysis_html_fix', workspaceId),
    );
    await writer.lines(
      'deploys.jsonl',
      this.paged(
        `id, user_id as "userId", analysis_id as "analysisId", url, host, remote_path as "remotePath", protocol, status,
         backup_path as "backupPath", bytes_written as "bytesWritten", error, created_at as "createdAt"`,
        'analysis_deploy',
        workspaceId,
      ),
    );
  }

  /** The workspace's rows of `table`, oldest first, a page at a time (keyset on created_at, id). */
  private paged(columns: string, table: 'analysis_analysis' | 'analysis_html_fix' | 'analysis_deploy', workspaceId: string): AsyncIterable<Keyed> {
    return pagedRows<Keyed>((after) =>
      this.em.getConnection().execute<Keyed[]>(
        `select ${columns} from ${table}
         where workspace_id = ? and (?::timestamptz is null or (created_at, id) > (?::timestamptz, ?::uuid))
         order by created_at, id limit ?`,
        [workspaceId, after?.createdAt ?? null, after?.createdAt ?? null, after?.id ?? null, PAGE],
      ),
    );
  }
}
