import { Controller, Optional } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BrandPort,
  CurrentAuth,
  EventsPort,
  MailPort,
  RateLimitPort,
  ReportEmailBody,
  RequestLanguage,
  sendReportEmail,
  SendReportEmailRoute,
  ValidParams,
  type AuthContext,
} from '@otimiza/sdk/server';
import type { Language, SendReportEmailRequest, SendReportEmailResult } from '@otimiza/sdk/shared';
import { siteAuditRunIdSchema } from '@otimiza/plugin-site-audit-shared';
import type { z } from 'zod';
import { renderSiteReportPdf, siteReportPdfFileName } from '../report/index.js';
import { SiteAuditReportService } from './site-audit-report.service.js';

/** `POST /api/site-audit/runs/:id/send-email` (premium 'send e-mail'): the site report's PDF, e-mailed now. */
@ApiTags('site-audit')
@Controller('site-audit/runs')
export class SiteAuditEmailController {
  constructor(
    private readonly reports: SiteAuditReportService,
    private readonly mail: MailPort,
    private readonly rateLimit: RateLimitPort,
    private readonly events: EventsPort,
    // The white-label plugin provides it; without it the report and the e-mail wear the product's own look.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  @SendReportEmailRoute(
    'SendReportEmailResult: the run’s site report PDF (as `GET …/report.pdf`) e-mailed now to 1–10 recipients (deduplicated, lower case), with the optional message, signed by the workspace’s brand, in `language` (else the request’s). 404 for a run of another workspace; 402 without the plan’s sendEmail; 429 RATE_LIMIT (Retry-After) beyond REPORT_EMAILS_PER_HOUR sends of the workspace in an hour.',
  )
  async send(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: z.output<typeof siteAuditRunIdSchema>,
    @ReportEmailBody() input: SendReportEmailRequest,
    @RequestLanguage() requestLanguage: Language,
  ): Promise<SendReportEmailResult> {
    const language = input.language ?? requestLanguage;
    // Read first: another workspace's run is not found before the send is counted.
    const { report, pages } = await this.reports.report(auth, params.id);
    return sendReportEmail(
      { mail: this.mail, rateLimit: this.rateLimit, events: this.events, brands: this.brands },
      {
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        source: 'site-audit',
        itemId: report.run.id,
        title: report.run.origin,
        language,
        recipients: input.recipients,
        message: input.message,
        pdf: async () => {
          const [brand, logo] = this.brands
            ? await Promise.all([this.brands.brandOfWorkspace(auth.workspaceId), this.brands.logoOfWorkspace(auth.workspaceId)])
            : [null, null];
          const bytes = await renderSiteReportPdf(report, { language, brand, logo, pages });
          return { fileName: siteReportPdfFileName(report, language), bytes };
        },
      },
    );
  }
}
