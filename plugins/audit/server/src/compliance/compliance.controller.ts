import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, type AuthContext } from '@otimiza/sdk/server';
import type { ComplianceStatus } from '@otimiza/plugin-audit-shared';
import { ComplianceService } from './compliance.service.js';

/** `/api/audit/compliance`: the compliance tab, computed instead of the spec's fixed figures. */
@ApiTags('audit')
@Controller('audit/compliance')
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'ComplianceStatus: the passed share and (site, framework) pairs of the latest runs, open critical issues, monitors due today (UTC) and the next three, reports in review, open failures per framework.',
  })
  get(@CurrentAuth() auth: AuthContext): Promise<ComplianceStatus> {
    return this.compliance.of(auth.workspaceId);
  }
}
