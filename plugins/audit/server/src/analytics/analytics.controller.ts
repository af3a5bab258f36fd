import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, type AuthContext } from '@otimiza/sdk/server';
import type { AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { AuditAnalyticsService } from './analytics.service.js';

/** `/api/audit/analytics` (analytics tab). */
@ApiTags('audit')
@Controller('audit/analytics')
export class AuditAnalyticsController {
  constructor(private readonly analytics: AuditAnalyticsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'AuditAnalytics from the stored runs: issues open from a check’s first failing run until a later run of the site no longer fails it; averages and rates null where nothing was counted.',
  })
  get(@CurrentAuth() auth: AuthContext): Promise<AuditAnalytics> {
    return this.analytics.of(auth.workspaceId);
  }
}
