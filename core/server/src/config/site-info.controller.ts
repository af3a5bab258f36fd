import { Controller, Get, Header, Inject, Logger, Optional, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { HostBrandPort, Public } from '@otimiza/sdk/server';
import type { HostBrand, SiteInfoResponse } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';

/** The settings the public pages show: the support e-mail and chat address, when configured; and the host's brand. */
export function siteInfoOf(config: AppConfig, brand: HostBrand | null = null): SiteInfoResponse {
  return { support: { email: config.SUPPORT_EMAIL ?? null, url: config.SUPPORT_URL ?? null }, brand };
}

/**
 * The brand of the request's host, from the plugin that brands hosts (HostBrandPort), when one is
 * mounted; null when none is, and when it cannot answer (the product's own look is never wrong).
 */
export async function hostBrandOf(port: HostBrandPort | undefined, request: Pick<Request, 'hostname'>, logger?: Logger): Promise<HostBrand | null> {
  if (!port || !request.hostname) return null;
  try {
    return await port.brandFor(request.hostname.toLowerCase());
  } catch (error) {
    logger?.warn(`the host brand of ${request.hostname} could not be read: ${(error as Error).message}`);
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
    @Optional() private readonly hostBrands?: HostBrandPort,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({
    description:
      'support.email (SUPPORT_EMAIL) and support.url (SUPPORT_URL), null when unset: the footer, the manual and the public pages show only what is set. ' +
      'brand: the brand of the host the request came to (a white-label domain), or null for the product’s own.',
  })
  async siteInfo(@Req() request: Request): Promise<SiteInfoResponse> {
    return siteInfoOf(this.config, await hostBrandOf(this.hostBrands, request, this.logger));
  }
}
