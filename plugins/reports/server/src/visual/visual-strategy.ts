import { Injectable } from '@nestjs/common';
import { defaultVisualStrategy, type VisualStrategy, type VisualStrategySource } from '@otimiza/plugin-reports-shared';
import { AnalysisPort } from '@otimiza/sdk/server';

export interface ResolvedVisualStrategy {
  strategy: VisualStrategy;
  strategySource: VisualStrategySource;
}

/**
 * The strategy the level cards read: the request's, else that of the workspace's most recent completed analysis (a
 * workspace that audits on desktop opens on its desktop figures, not '—'), else mobile. Answers say which and why.
 */
@Injectable()
export class VisualStrategyResolver {
  constructor(private readonly analyses: AnalysisPort) {}

  async resolve(workspaceId: string, requested: VisualStrategy | undefined): Promise<ResolvedVisualStrategy> {
    if (requested) return { strategy: requested, strategySource: 'query' };
    const [latest] = await this.analyses.listCompleted(workspaceId, 1);
    return latest ? { strategy: latest.strategy, strategySource: 'latest-analysis' } : { strategy: defaultVisualStrategy, strategySource: 'default' };
  }
}
