import { Controller, Delete, Get, Header, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, RequestLanguage, ValidBody, ValidParams, ValidQuery, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  auditValidationMessages,
  createMonitorSchema,
  monitorHistoryQuerySchema,
  monitorIdSchema,
  monitorListQuerySchema,
  updateMonitorSchema,
  type MonitorHistory,
  type MonitorList,
  type MonitorView,
} from '@otimiza/plugin-audit-shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { AuditTargets } from '../reports/audit-targets.js';
import { MonitorRuns } from './monitor-runs.js';
import { MonitoringService } from './monitoring.service.js';

registerValidationMessages(auditValidationMessages);

/** `/api/audit/monitoring`: scheduled re-runs of frameworks over sites (monitoring tab). */
@ApiTags('audit')
@Controller('audit/monitoring')
export class MonitoringController {
  constructor(
    private readonly monitoring: MonitoringService,
    private readonly runs: MonitorRuns,
    private readonly targets: AuditTargets,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'MonitorList, newest first: each monitor’s schedule, status and the metrics of its runs (null before its first completed run).',
  })
  list(
    @CurrentAuth() auth: AuthContext,
    @ValidQuery(monitorListQuerySchema) query: z.output<typeof monitorListQuerySchema>,
    @RequestLanguage() language: Language,
  ): Promise<MonitorList> {
    return this.monitoring.list(auth.workspaceId, query.status, language);
  }

  @Post()
  @ApiCreatedResponse({
    description:
      'MonitorView as stored: active, its first run due at once (the scheduler starts it within a minute). A site typed without a scheme is watched over https when its server answers, else over http (400 NETWORK_ERROR naming the cause when neither does); a private, loopback or metadata address answers 400 INVALID_URL; a workspace keeps at most 20 monitors (409 MONITOR_LIMIT). `kind` site (one address, a `strategy`, no frameworks): each run is a whole-site audit of the address, read when it finishes; 404 SITE_AUDITS_NOT_INSTALLED on an instance without site audits.',
  })
  async create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createMonitorSchema) input: z.output<typeof createMonitorSchema>,
    @RequestLanguage() language: Language,
    @Req() request: Request,
  ): Promise<MonitorView> {
    // A site typed without a scheme is watched over https, or http when only that answers (the request's own spelling says which were).
    const urls = await this.targets.resolve(input.urls, (request.body as { urls?: unknown }).urls);
    return this.monitoring.create(auth, { ...input, urls }, language);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'MonitorView after pausing (no next run) or resuming (due at once; an error monitor becomes active).' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(monitorIdSchema) params: { id: string },
    @ValidBody(updateMonitorSchema) input: z.output<typeof updateMonitorSchema>,
    @RequestLanguage() language: Language,
  ): Promise<MonitorView> {
    return this.monitoring.setStatus(auth.workspaceId, params.id, input.status, language);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; its runs stay as audit reports. 404 for a monitor this workspace does not have.' })
  @BodyLess('deletes the compliance monitor named in the path (its runs stay as reports)')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(monitorIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.monitoring.remove(auth.workspaceId, params.id);
    return { success: true };
  }

  @Get(':id/runs')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'MonitorHistory, newest first (`limit` 1–100, default 20): a pages monitor’s reports with their scores, or a site monitor’s site audits with their category medians and the categories that fell beyond the run-to-run spread.',
  })
  history(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(monitorIdSchema) params: { id: string },
    @ValidQuery(monitorHistoryQuerySchema) query: z.output<typeof monitorHistoryQuerySchema>,
  ): Promise<MonitorHistory> {
    return this.monitoring.history(auth.workspaceId, params.id, query.limit);
  }

  @Post(':id/run')
  @HttpCode(202)
  @ApiOkResponse({
    description:
      'MonitorView with the run just started as its lastRun (an audit report in progress; of a site monitor, its site.lastRun, a site audit running); 409 while a run of it is in progress; 429 beyond 20 a minute per workspace; a site audit refused answers as the site audits do (402 plan, 429 limits).',
  })
  @BodyLess('starts a run of the compliance monitor named in the path now')
  async run(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(monitorIdSchema) params: { id: string },
    @RequestLanguage() language: Language,
  ): Promise<MonitorView> {
    await this.runs.runNow(auth.workspaceId, params.id, auth.userId);
    return this.monitoring.view(auth.workspaceId, params.id, language);
  }
}
