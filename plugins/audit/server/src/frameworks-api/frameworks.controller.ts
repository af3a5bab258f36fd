import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, registerValidationMessages, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import { auditValidationMessages, frameworkListQuerySchema, type FrameworkList } from '@otimiza/plugin-audit-shared';
import type { z } from 'zod';
import { FrameworkListService } from './framework-list.service.js';

registerValidationMessages(auditValidationMessages);

/** `/api/audit/frameworks`: the rule sets an audit runs (frameworks tab). */
@ApiTags('audit')
@Controller('audit/frameworks')
export class FrameworksController {
  constructor(private readonly frameworks: FrameworkListService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'FrameworkList: each framework with its checks (and whether the HTML fixer corrects them) and the workspace’s compliance score, sites without / with a failed check (compliantSites / nonCompliantSites: automated results, not a statement of conformance) and last update from each site’s latest run; `not_run` before any.',
  })
  list(@CurrentAuth() auth: AuthContext, @ValidQuery(frameworkListQuerySchema) query: z.output<typeof frameworkListQuerySchema>): Promise<FrameworkList> {
    return this.frameworks.list(auth.workspaceId, query.type);
  }
}
