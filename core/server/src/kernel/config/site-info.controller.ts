import { Controller, Get, Header, Inject, Logger, Optional, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BrandPort, OptionalAuth, Public, type AuthContext } from '@otimiza/sdk/server';
import type { HostBrand, SiteInfoResponse } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';

/** The settings the public pages show: the support e-mail and chat address, when configured; the host's brand; the run mode. */
export function siteInfoOf(config: AppConfig, brand: HostBrand | null = null): SiteInfoResponse {
  return { support: { email: config.SUPPORT_EMAIL ?? null, url: config.SUPPORT_URL ?? null }, brand, environment: config.NODE_ENV };
}

/**
 * The brand a page shows, from the plugin that provides brands (BrandPort), when one is mounted:
 * the brand of the request's host (a reseller's domain), else the brand in force for the caller's
 * workspace. Null when there is none, and when it cannot be read (the product's own look is never wrong).
 */
export async function brandOfRequest(
  port: BrandPort | undefined,
  request: Pick<Request, 'hostname'>,
  workspaceId: string | null,
  logger?: Logger,
): Promise<HostBrand | null> {
  if (!port) return null;
  try {
    const hostBrand = request.hostname ? await port.brandForHost(request.hostname.toLowerCase()) : null;
    return hostBrand ?? (workspaceId ? await port.brandOfWorkspace(workspaceId) : null);
  } catch (error) {
    logger?.warn(`the brand of ${request.hostname} could not be read: ${(error as Error).message}`);
    return null;
  }
}

@ApiTags('site')
@Public()
@Controller('site-info')
export class SiteInfoController {
  private readonly logger = new Logger(SiteInfoController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly brands?: BrandPort,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({
    description:
      'support.email (SUPPORT_EMAIL) and support.url (SUPPORT_URL), null when unset: the footer, the manual and the public pages show only what is set. ' +
      'brand: the brand of the host the request came to (a white-label domain), else the brand in force for the signed-in caller’s workspace, or null for the product’s own. ' +
      'environment: the run mode (development, test or production); outside production the pages say they are a test instance with local authentication.',
  })
  async siteInfo(@Req() request: Request, @OptionalAuth() auth: AuthContext | null): Promise<SiteInfoResponse> {
    return siteInfoOf(this.config, await brandOfRequest(this.brands, request, auth?.workspaceId ?? null, this.logger));
  }
}
