import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '@otimiza/sdk/server';
import { siteAuditShareTokenSchema, type PublicSiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import type { Request, Response } from 'express';
import { PublicSiteAuditService } from './public-site-audit.service.js';
import { shareErrors } from './share-errors.js';

/** Kept out of search engines, caches and the Referer of links a visitor follows: the address is the capability. */
function setPrivacyHeaders(response: Response): void {
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cache-Control', 'private, no-store');
}

/** A malformed token is as unknown as a wrong one: the same 404. */
function parseToken(token: string): string {
  const parsed = siteAuditShareTokenSchema.safeParse({ token });
  if (!parsed.success) throw shareErrors.reportNotFound();
  return parsed.data.token;
}

/** A site report opened by its share link, `/site-report/{token}` in the web app. */
@ApiTags('site-audit')
@Public()
@Controller('public/site-audits/:token')
export class PublicSiteAuditController {
  constructor(private readonly reports: PublicSiteAuditService) {}

  @Get()
  @ApiParam({ name: 'token', description: 'The capability token of the link.' })
  @ApiOkResponse({
    description:
      'PublicSiteAuditReport: the site report without internal ids, the worst 50 pages, in the white-label brand in force; 404 for an unknown or revoked token, 429 past the opens of one address.',
  })
  open(@Param('token') token: string, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<PublicSiteAuditReport> {
    setPrivacyHeaders(response);
    return this.reports.open(parseToken(token), request.ip);
  }

  @Get('logo')
  @ApiParam({ name: 'token', description: 'The capability token of the link.' })
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The logo of the white-label brand in force for the report; 404 without one, or for an unknown or revoked token.' })
  async logo(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    setPrivacyHeaders(response);
    const logo = await this.reports.logo(parseToken(token), request.ip);
    if (!logo) throw shareErrors.reportNotFound();
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.type(logo.type).send(logo.bytes);
  }
}
