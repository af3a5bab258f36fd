import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, type AuthContext } from '@otimiza/sdk/server';
import type { SiteAuditOptionList } from '@otimiza/plugin-audit-shared';
import { SiteAuditSources } from './site-audit-sources.js';

/** `/api/audit/site-audits`: the finished whole-site audits a compliance report or a choice on the page can name. */
@ApiTags('audit')
@Controller('audit/site-audits')
export class SiteAuditsController {
  constructor(private readonly sources: SiteAuditSources) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'SiteAuditOptionList: the workspace’s finished site audits, newest first (at most 50), with their medians; `installed` false and no runs on an instance without site audits.',
  })
  list(@CurrentAuth() auth: AuthContext): Promise<SiteAuditOptionList> {
    return this.sources.options(auth.workspaceId);
  }
}
