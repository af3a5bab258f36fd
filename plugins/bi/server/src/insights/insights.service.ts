import { Injectable } from '@nestjs/common';
import { maxListedInsights, type InsightList } from '@otimiza/plugin-bi-shared';
import { MetricsService } from '../metrics/metrics.service.js';
import { ModelsService, toModelView } from '../models/models.service.js';
import { SeriesService } from '../series/series.service.js';
import { computeInsights } from './insights.js';

/** `GET /api/bi/insights`: the most severe insights computed from the workspace's metrics and models (up to `maxListedInsights`). */
@Injectable()
export class InsightsService {
  constructor(
    private readonly series: SeriesService,
    private readonly metrics: MetricsService,
    private readonly models: ModelsService,
  ) {}

  async list(workspaceId: string): Promise<InsightList> {
    const context = await this.series.context(workspaceId);
    const metrics = await this.metrics.views(context);
    const models = (await this.models.ensureTrained(workspaceId)).map(toModelView);
    const insights = computeInsights(metrics, models);
    return { insights: insights.slice(0, maxListedInsights), hasMore: insights.length > maxListedInsights };
  }
}
