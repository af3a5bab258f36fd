import { Controller, Delete, Get, Header, HttpCode, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  biIdSchema,
  createDashboardSchema,
  dashboardDataQuerySchema,
  dashboardsQuerySchema,
  exportSchema,
  importCsvSchema,
  interactionSchema,
  marketDatasetSchema,
  metricsQuerySchema,
  modelsQuerySchema,
  predictSchema,
  reportScheduleSchema,
  updateDashboardSchema,
  updateMetricSchema,
  type CreateDashboard,
  type DashboardData,
  type DashboardList,
  type DashboardView,
  type ExportResult,
  type ImportResult,
  type InsightList,
  type MarketDataset,
  type MarketIntelligence,
  type MetricList,
  type MetricView,
  type ModelList,
  type PredictionResult,
  type ReportList,
  type ReportView,
  type SystemSummary,
  type UpdateDashboard,
} from '@otimiza/plugin-bi-shared';
import type { z } from 'zod';
import { DashboardsService } from './dashboards/dashboards.service.js';
import { InsightsService } from './insights/insights.service.js';
import { MarketService } from './market/market.service.js';
import { MetricsService } from './metrics/metrics.service.js';
import { ModelsService } from './models/models.service.js';
import { ReportsService } from './reports/reports.service.js';
import { SeriesImportService } from './series/series-import.service.js';
import { SystemService } from './system/system.service.js';

type Id = z.output<typeof biIdSchema>;

/** `/api/bi/*`: thin handlers; bodies, queries and ids validated here. */
@ApiTags('bi')
@Controller('bi')
export class BiController {
  constructor(
    private readonly system: SystemService,
    private readonly metrics: MetricsService,
    private readonly imports: SeriesImportService,
    private readonly models: ModelsService,
    private readonly market: MarketService,
    private readonly dashboards: DashboardsService,
    private readonly reports: ReportsService,
    private readonly insights: InsightsService,
  ) {}

  @Get('system')
  @ApiOkResponse({ description: 'The summary cards: dashboards, active users (7 days), reports this month, data quality, system health.' })
  async getSystem(@CurrentAuth() auth: AuthContext): Promise<SystemSummary> {
    await this.system.recordVisit(auth.workspaceId, auth.userId);
    return this.system.summary(auth.workspaceId);
  }

  @Get('metrics')
  @ApiOkResponse({
    description:
      'A page of the series as metrics (value, trend, comparisons, target, 90-day forecast with its backtested confidence), most significant first, with total, page, limit and hasMore; `limit` 24 by default, at most 100; `page` × `limit` at most 10 000 (400 beyond).',
  })
  getMetrics(@CurrentAuth() auth: AuthContext, @ValidQuery(metricsQuerySchema) query: z.output<typeof metricsQuerySchema>): Promise<MetricList> {
    return this.metrics.list(auth.workspaceId, query);
  }

  @Put('metrics/:id')
  @ApiOkResponse({ description: 'The metric with what the user set (significance, annual target, category, description).' })
  updateMetric(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidBody(updateMetricSchema) body: z.output<typeof updateMetricSchema>,
  ): Promise<MetricView> {
    return this.metrics.update(auth.workspaceId, params.id, body);
  }

  @Post('series/import')
  @ApiCreatedResponse({
    description:
      'The imported metrics (any number of distinct metrics, written 1 000 rows per statement in one transaction); 400 with every refused row (details.rows) and nothing stored.',
  })
  importSeries(@CurrentAuth() auth: AuthContext, @ValidBody(importCsvSchema) body: z.output<typeof importCsvSchema>): Promise<ImportResult> {
    return this.imports.import(auth.workspaceId, body);
  }

  @Get('models')
  @ApiOkResponse({ description: 'The models with their backtest, deployment status and retrain dates.' })
  getModels(@CurrentAuth() auth: AuthContext, @ValidQuery(modelsQuerySchema) query: z.output<typeof modelsQuerySchema>): Promise<ModelList> {
    return this.models.list(auth.workspaceId, query);
  }

  @Post('models/:id/predict')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The prediction and its confidence; 409 unless the model is active.' })
  predict(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidBody(predictSchema) body: z.output<typeof predictSchema>,
  ): Promise<PredictionResult> {
    return this.models.predict(auth.workspaceId, params.id, body);
  }

  @Get('market-intelligence')
  @ApiOkResponse({ description: 'Competitors from the competitor analyses; the market from the uploaded dataset, or null.' })
  getMarket(@CurrentAuth() auth: AuthContext): Promise<MarketIntelligence> {
    return this.market.get(auth.workspaceId);
  }

  @Put('market-intelligence/dataset')
  @ApiOkResponse({ description: 'The market intelligence with the uploaded dataset (its source cited).' })
  uploadMarket(@CurrentAuth() auth: AuthContext, @ValidBody(marketDatasetSchema) body: MarketDataset): Promise<MarketIntelligence> {
    return this.market.upload(auth.workspaceId, body);
  }

  @Delete('market-intelligence/dataset')
  @HttpCode(200)
  @BodyLess('removes the market dataset the session’s workspace uploaded')
  async removeMarket(@CurrentAuth() auth: AuthContext): Promise<{ success: true }> {
    await this.market.remove(auth.workspaceId);
    return { success: true };
  }

  @Get('dashboards')
  @ApiOkResponse({ description: 'DashboardList: the 200 newest dashboards of the category with their usage, newest first; hasMore when older ones exist.' })
  getDashboards(@CurrentAuth() auth: AuthContext, @ValidQuery(dashboardsQuerySchema) query: z.output<typeof dashboardsQuerySchema>): Promise<DashboardList> {
    return this.dashboards.list(auth.workspaceId, query.category);
  }

  @Post('dashboards')
  @ApiCreatedResponse({ description: 'The new dashboard.' })
  createDashboard(@CurrentAuth() auth: AuthContext, @ValidBody(createDashboardSchema) body: CreateDashboard): Promise<DashboardView> {
    return this.dashboards.create(auth, body);
  }

  @Put('dashboards/:id')
  @ApiOkResponse({ description: 'The dashboard; `shareUrl` only in the answer that switched sharing on.' })
  updateDashboard(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidBody(updateDashboardSchema) body: UpdateDashboard,
  ): Promise<DashboardView> {
    return this.dashboards.update(auth.workspaceId, params.id, body);
  }

  @Delete('dashboards/:id')
  @HttpCode(200)
  @BodyLess('deletes the business intelligence dashboard named in the path')
  async removeDashboard(@CurrentAuth() auth: AuthContext, @ValidParams(biIdSchema) params: Id): Promise<{ success: true }> {
    await this.dashboards.remove(auth.workspaceId, params.id);
    return { success: true };
  }

  @Get('dashboards/:id/data')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The widgets’ series; counts a view, unless `viewId` names the opening it reloads.' })
  dashboardData(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidQuery(dashboardDataQuerySchema) query: z.output<typeof dashboardDataQuerySchema>,
  ): Promise<DashboardData> {
    return this.dashboards.data(auth, params.id, query.viewId);
  }

  @Post('dashboards/:id/interactions')
  @HttpCode(200)
  interact(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidBody(interactionSchema) body: z.output<typeof interactionSchema>,
  ): Promise<{ interactions: number }> {
    return this.dashboards.interact(auth.workspaceId, params.id, body.viewId);
  }

  @Get('reports')
  getReports(@CurrentAuth() auth: AuthContext): Promise<ReportList> {
    return this.reports.list(auth.workspaceId);
  }

  @Get('reports/:id/download')
  @Header('Cache-Control', 'no-store')
  async download(@CurrentAuth() auth: AuthContext, @ValidParams(biIdSchema) params: Id): Promise<StreamableFile> {
    const file = await this.reports.download(auth.workspaceId, params.id);
    return new StreamableFile(file.bytes, {
      type: file.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.bytes.byteLength,
    });
  }

  @Put('reports/:id/schedule')
  schedule(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(biIdSchema) params: Id,
    @ValidBody(reportScheduleSchema) body: z.output<typeof reportScheduleSchema>,
  ): Promise<ReportView> {
    return this.reports.schedule(auth.workspaceId, params.id, body);
  }

  @Delete('reports/:id')
  @HttpCode(200)
  @BodyLess('deletes the business intelligence report named in the path (its file and schedule)')
  async removeReport(@CurrentAuth() auth: AuthContext, @ValidParams(biIdSchema) params: Id): Promise<{ success: true }> {
    await this.reports.remove(auth.workspaceId, params.id);
    return { success: true };
  }

  @Post('export')
  @ApiCreatedResponse({ description: '{ filename, url }: the generated file, downloadable for 30 days.' })
  exportReport(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(exportSchema) body: z.output<typeof exportSchema>,
    @RequestLanguage() language: Language,
  ): Promise<ExportResult> {
    return this.reports.export(auth, body.format, body.filters, language);
  }

  @Get('insights')
  @ApiOkResponse({ description: 'InsightList: the 100 most severe insights computed from the metrics and models; hasMore when others were computed.' })
  getInsights(@CurrentAuth() auth: AuthContext): Promise<InsightList> {
    return this.insights.list(auth.workspaceId);
  }
}
