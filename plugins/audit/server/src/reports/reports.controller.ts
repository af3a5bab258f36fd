import { Controller, Delete, Get, Header, HttpCode, Optional, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  BrandPort,
  CurrentAuth,
  EventsPort,
  MailPort,
  RateLimitPort,
  RequestLanguage,
  ReportEmailBody,
  sendReportEmail,
  SendReportEmailRoute,
  ValidBody,
  ValidParams,
  ValidQuery,
  registerValidationMessages,
  type AuthContext,
  BodyLess,
  AppOrigin,
} from '@otimiza/sdk/server';
import type { Language, SendReportEmailRequest, SendReportEmailResult } from '@otimiza/sdk/shared';

import {
  auditValidationMessages,
  createAuditReportSchema,
  reportIdSchema,
  reportListQuerySchema,
  reportPdfQuerySchema,
  type AuditReportDetail,
  type AuditReportList,
} from '@otimiza/plugin-audit-shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { AuditReportPdfService } from './pdf/audit-report-pdf.service.js';
import { AuditTargets } from './audit-targets.js';
import { toReportDetail } from './report-view.js';
import { ReportsService } from './reports.service.js';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';

registerValidationMessages(auditValidationMessages);

/** `/api/audit/reports` ('Nova Auditoria' and the reports tab). */
@ApiTags('audit')
@Controller('audit/reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly pdf: AuditReportPdfService,
    private readonly origin: AppOrigin,
    private readonly registry: FrameworkRegistry,
    private readonly targets: AuditTargets,
    private readonly mail: MailPort,
    private readonly rateLimit: RateLimitPort,
    private readonly events: EventsPort,
    // The white-label plugin provides it; without it the e-mail is signed by the product.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  @Post()
  @ApiCreatedResponse({
    description:
      'AuditReportDetail as a draft (status draft, progress 0/N, no checks yet): its run is queued and sets it in_progress when it starts. URLs are normalised as analyses store them (one typed without a scheme is audited over https when its server answers, else over http, and answers 400 NETWORK_ERROR naming the cause — DNS, refused, TLS, time — when neither does), and a private, loopback or metadata address answers 400 INVALID_URL; without urls, the workspace’s audited URLs (400 when it has none). 429 RATE_LIMIT (Retry-After) when the workspace already has 5 reports queued or running (AUDIT_REPORTS_LIMIT) or this one’s pages would take its queued and running reports past 60 pages to inspect (AUDIT_PAGES_LIMIT). With `siteRunId` (not with `urls`): the audited pages of that finished site audit, its first 50 by address (`site` says how many of how many); 404 SITE_AUDIT_NOT_FOUND for a run this workspace has not finished, 404 SITE_AUDITS_NOT_INSTALLED on an instance without site audits, 409 SITE_AUDIT_WITHOUT_PAGES.',
  })
  async create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createAuditReportSchema) input: z.output<typeof createAuditReportSchema>,
    @Req() request: Request,
  ): Promise<AuditReportDetail> {
    // The addresses as typed (before the schema put https:// in front of a scheme-less one): those are tried over https, then http.
    const urls = input.urls ? await this.targets.resolve(input.urls, (request.body as { urls?: unknown }).urls) : undefined;
    const report = await this.reports.start(auth.workspaceId, { ...input, urls, monitorId: null, createdBy: auth.userId });
    return toReportDetail(report, [], this.registry);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'AuditReportList, newest first; filters status and type, search in title and description; `limit` 1–100, `page` × `limit` at most 10 000 (400 paging.tooDeep beyond).',
  })
  list(@CurrentAuth() auth: AuthContext, @ValidQuery(reportListQuerySchema) query: z.output<typeof reportListQuerySchema>): Promise<AuditReportList> {
    return this.reports.list(auth.workspaceId, query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'AuditReportDetail with every check result and its evidence, most severe first (one per page and check); of a report over a site audit, `siteReport` counts each check’s passing, failing and undecided pages and lists them (`resultId` is the page’s entry in `checks`); shareUrl is null (the link is shown once, when published).',
  })
  get(@CurrentAuth() auth: AuthContext, @ValidParams(reportIdSchema) params: { id: string }): Promise<AuditReportDetail> {
    return this.reports.detail(auth.workspaceId, params.id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }; 409 while the report is queued or runs.' })
  @BodyLess('deletes the audit report named in the path, unless it runs')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(reportIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.reports.remove(auth.workspaceId, params.id);
    return { success: true };
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'AuditReportDetail, published, with shareUrl: the public PDF link, shown this once (publishing again replaces it). 409 unless completed.',
  })
  @BodyLess('publishes the completed audit report named in the path behind a new link')
  async publish(@CurrentAuth() auth: AuthContext, @ValidParams(reportIdSchema) params: { id: string }, @Req() request: Request): Promise<AuditReportDetail> {
    const { token } = await this.reports.publish(auth.workspaceId, params.id);
    return this.reports.detail(auth.workspaceId, params.id, `${this.origin.baseFor(request)}/api/public/audit/reports/${token}/pdf`);
  }

  @Get(':id/pdf')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The report as a PDF (language pt or en, default the request’s); 409 before its run ends.',
    schema: { type: 'string', format: 'binary' },
  })
  async download(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(reportIdSchema) params: { id: string },
    @ValidQuery(reportPdfQuerySchema) query: z.output<typeof reportPdfQuerySchema>,
  ): Promise<StreamableFile> {
    const { detail } = await this.reports.finished(auth.workspaceId, params.id);
    return pdfFile(await this.pdf.render(detail, query.language));
  }

  @SendReportEmailRoute(
    'SendReportEmailResult: the finished report’s PDF (as `GET …/pdf`) e-mailed now to 1–10 recipients (deduplicated, lower case), with the optional message, signed by the workspace’s brand, in `language` (else the request’s). 404 for a report of another workspace; 409 before its run ends; 402 without the plan’s sendEmail; 429 RATE_LIMIT (Retry-After) beyond REPORT_EMAILS_PER_HOUR sends of the workspace in an hour.',
  )
  async sendEmail(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(reportIdSchema) params: { id: string },
    @ReportEmailBody() input: SendReportEmailRequest,
    @RequestLanguage() requestLanguage: Language,
  ): Promise<SendReportEmailResult> {
    const language = input.language ?? requestLanguage;
    // Read first: another workspace's report is not found, and a running one refused, before the send is counted.
    const { detail } = await this.reports.finished(auth.workspaceId, params.id);
    return sendReportEmail(
      { mail: this.mail, rateLimit: this.rateLimit, events: this.events, brands: this.brands },
      {
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        source: 'audit-report',
        itemId: detail.id,
        title: detail.title,
        language,
        recipients: input.recipients,
        message: input.message,
        pdf: () => this.pdf.render(detail, language),
      },
    );
  }
}

export function pdfFile({ bytes, fileName }: { bytes: Uint8Array; fileName: string }): StreamableFile {
  return new StreamableFile(bytes, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: bytes.byteLength });
}
