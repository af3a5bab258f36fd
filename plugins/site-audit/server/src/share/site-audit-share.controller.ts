import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { siteAuditRunIdSchema, type SiteAuditShareLink, type SiteAuditShareState } from '@otimiza/plugin-site-audit-shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { SiteAuditShareService } from './site-audit-share.service.js';

type RunId = z.output<typeof siteAuditRunIdSchema>;

/** `/api/site-audit/runs/:id/share`: the run's share link (one in force at a time), read and revoked. */
@ApiTags('site-audit')
@Controller('site-audit/runs')
export class SiteAuditShareController {
  constructor(private readonly shares: SiteAuditShareService) {}

  @Post(':id/share')
  @ApiCreatedResponse({
    description:
      '{ url, token, createdAt }: the link that opens the site report without a session (201 when this call made it, 200 for the one already in force). 409 while the run goes on; 404 for a missing id and for another workspace’s.',
  })
  @BodyLess('makes (or answers) the share link of the finished site audit named in the path')
  async share(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SiteAuditShareLink> {
    const { link, created } = await this.shares.share(auth, params.id, request);
    response.status(created ? 201 : 200);
    return link;
  }

  @Get(':id/share')
  @ApiOkResponse({ description: '{ link }: the run’s link in force, or null.' })
  current(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId, @Req() request: Request): Promise<SiteAuditShareState> {
    return this.shares.current(auth, params.id, request);
  }

  @Delete(':id/share')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ link: null }: the run’s link is revoked (nothing to do without one); its address answers 404 from now on.' })
  @BodyLess('revokes the share link of the site audit named in the path')
  async revoke(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditShareState> {
    await this.shares.revoke(auth, params.id);
    return { link: null };
  }
}
