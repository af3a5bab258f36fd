import { Injectable } from '@nestjs/common';
import { SharedReportsPort, type SharedReportLink } from '@otimiza/sdk/server';
import { shareReportRequestSchema } from '@otimiza/plugin-reports-shared';
import { SharedReportsService } from './shared-reports.service.js';

/** The reports plugin's side of SharedReportsPort: the same creation as `POST /api/reports/share`, default customisations included. */
@Injectable()
export class SharedReportsPortAdapter extends SharedReportsPort {
  constructor(private readonly sharedReports: SharedReportsService) {
    super();
  }

  async share(workspaceId: string, input: { analysisId: string; title: string; description: string; isPublic: boolean }): Promise<SharedReportLink> {
    const row = await this.sharedReports.createFor(workspaceId, null, shareReportRequestSchema.parse(input));
    return { id: row.id, path: `/r/${row.token}` };
  }
}
