import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { OptionalAuth, Public, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import { shareEventSchema, shareTokenSchema, type PublicSharedReport, type ShareEvent } from '@otimiza/plugin-reports-shared';
import type { Response } from 'express';
import { PublicReportsService } from './public-reports.service.js';
import { sharedReportNotFound } from './shared-report-errors.js';

/** Kept out of search engines, caches and the Referer of links a visitor follows: the URL is the capability. */
function setPrivacyHeaders(response: Response): void {
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cache-Control', 'private, no-store');
}

/** A malformed token is as unknown as a wrong one: the same 404. */
function parseToken(token: string): string {
  const parsed = shareTokenSchema.safeParse({ token });
  if (!parsed.success) throw sharedReportNotFound();
  return parsed.data.token;
}

/** A shared report opened by its link, `/r/{token}` in the web app. */
@ApiTags('reports')
@Public()
@Controller('public/reports/:token')
export class PublicReportsController {
  constructor(private readonly reports: PublicReportsService) {}

  @Get()
  @ApiParam({ name: 'token', description: 'The capability token of the link.' })
  @ApiOkResponse({ description: 'PublicSharedReport; 404 for an unknown or revoked token and for a private report opened by a non-member.' })
  open(@Param('token') token: string, @OptionalAuth() auth: AuthContext | null, @Res({ passthrough: true }) response: Response): Promise<PublicSharedReport> {
    setPrivacyHeaders(response);
    return this.reports.open(parseToken(token), auth);
  }

  @Post('events')
  @HttpCode(204)
  @ApiParam({ name: 'token', description: 'The capability token of the link.' })
  @ApiNoContentResponse({
    description:
      'A beacon of the page (navigator.sendBeacon): seconds in view, interaction, sections seen, leaving, a download or a share of the visit `viewId`. No cookie is read or set and no address is kept; 404 for a view that is not this report’s, 429 past the limits.',
  })
  async event(
    @Param('token') token: string,
    @OptionalAuth() auth: AuthContext | null,
    @ValidBody(shareEventSchema) body: ShareEvent,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    setPrivacyHeaders(response);
    await this.reports.event(parseToken(token), auth, body);
  }

  @Get('logo')
  @ApiParam({ name: 'token', description: 'The capability token of the link.' })
  @ApiProduces('image/png', 'image/jpeg')
  @ApiOkResponse({ description: 'The brand logo of the report’s workspace; 404 without one, or when the report is not visible.' })
  async logo(@Param('token') token: string, @OptionalAuth() auth: AuthContext | null, @Res() response: Response): Promise<void> {
    setPrivacyHeaders(response);
    const logo = await this.reports.logo(parseToken(token), auth);
    if (!logo) throw sharedReportNotFound();
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.type(logo.type).send(logo.bytes);
  }
}
