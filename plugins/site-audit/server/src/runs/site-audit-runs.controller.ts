import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  siteAuditRunIdSchema,
  siteAuditValidationMessages,
  startSiteAuditSchema,
  type SiteAuditRunList,
  type SiteAuditRunView,
} from '@otimiza/plugin-site-audit-shared';
import type { Response } from 'express';
import type { z } from 'zod';
import { SiteAuditReportService } from '../report-api/site-audit-report.service.js';
import { SiteAuditRunsService } from './site-audit-runs.service.js';
import { runViewOf } from './site-audit-run-view.js';
import { SiteAuditStartService } from './site-audit-start.service.js';
import { SiteAuditStreamService } from './site-audit-stream.service.js';

registerValidationMessages(siteAuditValidationMessages);

type RunId = z.output<typeof siteAuditRunIdSchema>;

/** `/api/site-audit/runs`: starting, following, listing and cancelling the workspace's whole-site audits. */
@ApiTags('site-audit')
@Controller('site-audit/runs')
export class SiteAuditRunsController {
  constructor(
    private readonly starts: SiteAuditStartService,
    private readonly runs: SiteAuditRunsService,
    private readonly streams: SiteAuditStreamService,
    private readonly reports: SiteAuditReportService,
  ) {}

  @Post()
  @ApiCreatedResponse({
    description:
      'The new run, discovering. 400 for an address that is not a public website; 402 SITE_AUDIT_ALL_PAGES for `auditAll` without Enterprise, SITE_AUDIT_MONTHLY_LIMIT past the plan’s runs per month; 429 past the active runs of a workspace; 503 when the queue is unreachable (nothing stored).',
  })
  async start(@CurrentAuth() auth: AuthContext, @ValidBody(startSiteAuditSchema) body: z.output<typeof startSiteAuditSchema>): Promise<SiteAuditRunView> {
    return runViewOf(await this.starts.start(auth, body));
  }

  @Get()
  @ApiOkResponse({ description: '{ runs, hasMore, allowance }: the newest 100 runs with their median scores, and what the plan allows this month.' })
  async list(@CurrentAuth() auth: AuthContext): Promise<SiteAuditRunList> {
    const [{ runs, hasMore }, allowance] = await Promise.all([this.runs.list(auth), this.runs.allowance(auth)]);
    const scores = await this.reports.scoresOfRuns(auth, runs);
    return { runs: runs.map((run) => ({ ...runViewOf(run), scores: scores.get(run.id) ?? null })), hasMore, allowance };
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The run and its progress; 404 for a missing id and for another workspace’s.' })
  async get(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditRunView> {
    return runViewOf(await this.runs.get(auth, params.id));
  }

  @Get(':id/events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream of `progress` events (SiteAuditProgress) on connect and on each change, ending once the run is over.' })
  events(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId, @Res() response: Response): Promise<void> {
    return this.streams.stream(auth, params.id, response);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'The run, cancelled: pages not yet queued are dropped, audits already queued finish and are kept. 409 when it is already over.',
  })
  @BodyLess('cancels the site audit named in the path: its pages not yet queued are dropped')
  async cancel(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditRunView> {
    return runViewOf(await this.runs.cancel(auth, params.id));
  }
}
