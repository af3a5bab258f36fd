import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { CompetitorAnalysesPort, type ComparedSite, type StoredCompetitorAnalysis } from '@otimiza/plugin-ai-tools-contract';
import type { CompetitorAnalysis, CompetitorSite } from '@otimiza/plugin-ai-tools-shared';
import { ToolRunSchema } from '../data/tool-run.entity.js';

const DEFAULT_LIMIT = 200;

function siteOf(site: CompetitorSite): ComparedSite {
  return {
    domain: site.domain,
    url: site.url,
    scores: { performance: site.performanceScore, seo: site.seoScore, accessibility: site.accessibilityScore, bestPractices: site.bestPracticesScore },
  };
}

/** CompetitorAnalysesPort over the stored runs of the competitor analysis: their sites' audited scores only. */
@Injectable()
export class CompetitorAnalysesPortAdapter extends CompetitorAnalysesPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listOf(workspaceId: string, options: { since?: Date; limit?: number } = {}): Promise<StoredCompetitorAnalysis[]> {
    const runs = await forWorkspace(this.em.fork(), workspaceId).find(
      ToolRunSchema,
      { tool: 'competitor-analysis', status: 'completed', ...(options.since ? { completedAt: { $gte: options.since } } : {}) },
      { orderBy: { completedAt: 'desc', id: 'asc' }, limit: options.limit ?? DEFAULT_LIMIT },
    );
    return runs.flatMap((run) => {
      const result = run.result as CompetitorAnalysis | null;
      if (!result?.target || !Array.isArray(result.competitors) || !run.completedAt) return [];
      return [{ id: run.id, completedAt: run.completedAt, target: siteOf(result.target), competitors: result.competitors.map(siteOf) }];
    });
  }
}
