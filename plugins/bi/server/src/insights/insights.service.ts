import { Injectable } from '@nestjs/common';
import type { InsightList } from '@otimiza/plugin-bi-shared';
import { MetricsService } from '../metrics/metrics.service.js';
import { ModelsService, toModelView } from '../models/models.service.js';
import { SeriesService } from '../series/series.service.js';
import { computeInsights } from './insights.js';

/** `GET /api/bi/insights`: the computed insights of the workspace's metrics and models. */
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
    return { insights: computeInsights(metrics, models) };
  }
}
