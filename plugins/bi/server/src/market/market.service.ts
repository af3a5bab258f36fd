import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { CompetitorAnalysesPort } from '@otimiza/plugin-ai-tools-contract';
import type { MarketDataset, MarketIntelligence } from '@otimiza/plugin-bi-shared';
import { BiMarketDatasetSchema } from '../data/bi-market-dataset.entity.js';
import { competitorShares } from './competitor-shares.js';
import { dayOf } from '../stats/periods.js';

/** `GET /api/bi/market-intelligence`: competitors from the competitor analyses, the market from the uploaded dataset only. */
@Injectable()
export class MarketService {
  constructor(
    private readonly em: EntityManager,
    @Optional() @Inject(CompetitorAnalysesPort) private readonly competitors: CompetitorAnalysesPort | null,
  ) {}

  async get(workspaceId: string): Promise<MarketIntelligence> {
    const analyses = this.competitors ? await this.competitors.listOf(workspaceId) : [];
    const { items, ownShare } = competitorShares(analyses);
    const times = analyses.map((analysis) => analysis.completedAt.getTime());
    const dataset = await forWorkspace(this.em, workspaceId).findOne(BiMarketDatasetSchema, { workspace: workspaceId });
    return {
      competitors: {
        analyses: analyses.length,
        from: times.length ? dayOf(new Date(Math.min(...times))) : null,
        to: times.length ? dayOf(new Date(Math.max(...times))) : null,
        ownShare,
        items,
        available: this.competitors !== null,
      },
      dataset: dataset ? { ...dataset.data, uploadedAt: dataset.uploadedAt.toISOString() } : null,
    };
  }

  async upload(workspaceId: string, data: MarketDataset): Promise<MarketIntelligence> {
    const em = forWorkspace(this.em, workspaceId);
    await em.upsert(BiMarketDatasetSchema, { workspace: workspaceId, data, uploadedAt: new Date() });
    return this.get(workspaceId);
  }

  async remove(workspaceId: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeDelete(BiMarketDatasetSchema, { workspace: workspaceId });
  }
}
