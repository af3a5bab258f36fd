import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@otimiza/sdk/server';
import type { SiteInfoResponse } from '@otimiza/sdk/shared';
import type { AppConfig } from './config.schema.js';
import { APP_CONFIG } from './config.tokens.js';

/** The settings the public pages show: the support e-mail and chat address, when configured. */
export function siteInfoOf(config: AppConfig): SiteInfoResponse {
  return { support: { email: config.SUPPORT_EMAIL ?? null, url: config.SUPPORT_URL ?? null } };
}

@ApiTags('site')
@Public()
@Controller('site-info')
export class SiteInfoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOkResponse({
    description:
      'support.email (SUPPORT_EMAIL) and support.url (SUPPORT_URL), null when unset: the footer, the manual and the public pages show only what is set.',
  })
  siteInfo(): SiteInfoResponse {
    return siteInfoOf(this.config);
  }
}
