import { Injectable, Optional } from '@nestjs/common';
import { AnalysisPort, BrandPort, EventsPort, MailPort, RateLimitPort, sendReportEmail, type AuthContext } from '@otimiza/sdk/server';
import type { Language, SendReportEmailRequest, SendReportEmailResult } from '@otimiza/sdk/shared';
import { analysisNotFound, ReportPdfService } from '../pdf/report-pdf.service.js';

/** 'Enviar por e-mail' of an analysis: its PDF report (the one `GET /api/generate-pdf/:id` downloads) to each recipient. */
@Injectable()
export class AnalysisEmailService {
  constructor(
    private readonly analyses: AnalysisPort,
    private readonly pdf: ReportPdfService,
    private readonly mail: MailPort,
    private readonly rateLimit: RateLimitPort,
    private readonly events: EventsPort,
    // Provided by the white-label plugin; without it the e-mail is signed by the product.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  async send(auth: AuthContext, analysisId: string, input: SendReportEmailRequest, language: Language): Promise<SendReportEmailResult> {
    // Another workspace's analysis, or one not completed, is not found before the send is counted.
    const analysis = await this.analyses.findCompleted(auth.workspaceId, analysisId);
    if (!analysis) throw analysisNotFound();
    return sendReportEmail(
      { mail: this.mail, rateLimit: this.rateLimit, events: this.events, brands: this.brands },
      {
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        source: 'analysis',
        itemId: analysis.id,
        title: analysis.url,
        language,
        recipients: input.recipients,
        message: input.message,
        pdf: () => this.pdf.build(auth.workspaceId, analysis.id, language, { record: false }),
      },
    );
  }
}
