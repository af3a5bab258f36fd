import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ReportEmailBody, RequestLanguage, SendReportEmailRoute, ValidParams, type AuthContext } from '@otimiza/sdk/server';
import type { Language, SendReportEmailRequest, SendReportEmailResult } from '@otimiza/sdk/shared';
import { generatePdfParamsSchema } from '@otimiza/plugin-reports-shared';
import { AnalysisEmailService } from './analysis-email.service.js';

/** `POST /api/reports/analyses/:id/send-email` (premium 'send e-mail'). */
@ApiTags('reports')
@Controller('reports/analyses')
export class AnalysisEmailController {
  constructor(private readonly emails: AnalysisEmailService) {}

  @SendReportEmailRoute(
    'SendReportEmailResult: the completed analysis’s PDF report e-mailed now to 1–10 recipients (deduplicated, lower case), with the optional message, signed by the workspace’s brand, in `language` (else the request’s). 404 for an analysis of another workspace or not completed; 402 without the plan’s sendEmail; 429 RATE_LIMIT (Retry-After) beyond REPORT_EMAILS_PER_HOUR sends of the workspace in an hour.',
  )
  send(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(generatePdfParamsSchema) params: { id: string },
    @ReportEmailBody() input: SendReportEmailRequest,
    @RequestLanguage() requestLanguage: Language,
  ): Promise<SendReportEmailResult> {
    return this.emails.send(auth, params.id, input, input.language ?? requestLanguage);
  }
}
