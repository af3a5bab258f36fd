import { Controller, Get, Header, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, RequireRole, ValidBody, ValidParams, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import {
  csmGoalSchema,
  csmIdSchema,
  csmQuerySchema,
  healthReportIdSchema,
  healthReportSchema,
  settingsSchema,
  type ChurnModelView,
  type CsmDashboardList,
  type CustomerSuccessInsights,
  type CustomerSuccessSettings,
  type CustomerSuccessSystem,
  type HealthReportView,
} from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { ChurnModelReader } from '../churn/churn-model.reader.js';
import { csmNotFound } from '../data/cs-errors.js';
import { WorkspaceMembers } from '../common/workspace-members.js';
import { HealthReportsService } from '../health-reports/health-reports.service.js';
import { HealthSettingsService } from '../health/health-settings.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CsmDashboardsService } from './csm-dashboards.service.js';
import { InsightsService } from './insights.service.js';
import { SystemService } from './system.service.js';

/** `/api/cs`: the cards, the CSM dashboards, the churn model, the insights, the health report and the settings. */
@ApiTags('customer-success')
@Controller('cs')
export class OverviewController {
  constructor(
    private readonly system: SystemService,
    private readonly csms: CsmDashboardsService,
    private readonly churn: ChurnModelReader,
    private readonly insights: InsightsService,
    private readonly reports: HealthReportsService,
    private readonly settings: SettingsService,
    private readonly healthSettings: HealthSettingsService,
    private readonly members: WorkspaceMembers,
  ) {}

  @Get('system')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'CustomerSuccessSystem: the four cards’ figures (null where nothing is measured).' })
  getSystem(@CurrentAuth() auth: AuthContext): Promise<CustomerSuccessSystem> {
    return this.system.system(auth.workspaceId);
  }

  @Get('csm-dashboards')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'CsmDashboardList: per member (csm=all) or one member.' })
  csmDashboards(@CurrentAuth() auth: AuthContext, @ValidQuery(csmQuerySchema) query: z.output<typeof csmQuerySchema>): Promise<CsmDashboardList> {
    return this.csms.dashboards(auth.workspaceId, query.csm);
  }

  @Put('csm-goals/:userId')
  @RequireRole('admin')
  @ApiOkResponse({ description: '{ success: true }: the month’s retention and expansion targets of a member (percent); owners and admins only (403).' })
  async setGoal(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(csmIdSchema) params: { userId: string },
    @ValidBody(csmGoalSchema) goal: z.output<typeof csmGoalSchema>,
  ): Promise<{ success: true }> {
    if (!(await this.members.isMember(auth.workspaceId, params.userId))) throw csmNotFound();
    await this.settings.setGoal(auth.workspaceId, params.userId, goal);
    return { success: true };
  }

  @Get('churn-model')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'ChurnModelView: cross-validated figures, or status insufficient-data without any figure.' })
  churnModel(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<ChurnModelView> {
    return this.churn.read(auth.workspaceId, language);
  }

  @Get('insights')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'CustomerSuccessInsights computed from the stored scores, answers and executions.' })
  getInsights(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<CustomerSuccessInsights> {
    return this.insights.insights(auth.workspaceId, language);
  }

  @Post('health-report')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'HealthReportView: summary.totalCustomers and the rest, with the paths of its PDF and CSV.' })
  healthReport(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(healthReportSchema) input: z.output<typeof healthReportSchema>,
    @RequestLanguage() language: Language,
  ): Promise<HealthReportView> {
    return this.reports.generate(auth, input.timeRange, language);
  }

  @Get('health-reports/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The report’s PDF; 404 for a report this workspace does not have.' })
  async pdf(@CurrentAuth() auth: AuthContext, @ValidParams(healthReportIdSchema) params: { id: string }, @Res() response: Response): Promise<void> {
    await this.sendFile(auth, params.id, 'pdf', response);
  }

  @Get('health-reports/:id/csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The report’s CSV (UTF-8 with BOM); 404 for a report this workspace does not have.' })
  async csv(@CurrentAuth() auth: AuthContext, @ValidParams(healthReportIdSchema) params: { id: string }, @Res() response: Response): Promise<void> {
    await this.sendFile(auth, params.id, 'csv', response);
  }

  @Get('settings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'CustomerSuccessSettings: factor weights, the no-sign-in alert and the engagement targets.' })
  getSettings(@CurrentAuth() auth: AuthContext): Promise<CustomerSuccessSettings> {
    return this.settings.get(auth.workspaceId);
  }

  @Put('settings')
  @RequireRole('admin')
  @ApiOkResponse({ description: 'CustomerSuccessSettings as stored, the active clients’ health computed again with them; owners and admins only (403).' })
  putSettings(@CurrentAuth() auth: AuthContext, @ValidBody(settingsSchema) settings: z.output<typeof settingsSchema>): Promise<CustomerSuccessSettings> {
    return this.healthSettings.save(auth.workspaceId, settings);
  }

  private async sendFile(auth: AuthContext, id: string, kind: 'pdf' | 'csv', response: Response): Promise<void> {
    const file = await this.reports.file(auth.workspaceId, id, kind);
    response.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.type(file.type).send(file.body);
  }
}
