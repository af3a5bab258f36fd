import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, RequestLanguage } from '@otimiza/sdk/server';
import type { ApiHealthResponse, Language, SystemStatusResponse } from '@otimiza/sdk/shared';
import { ApiHealthService } from './api-health.service.js';

@ApiTags('health')
@Controller()
export class ApiHealthController {
  constructor(private readonly apiHealth: ApiHealthService) {}

  @Get('health/check-apis')
  @AdminOnly()
  @ApiOkResponse({
    description:
      'Administrators: PageSpeed, OpenAI, Stripe and SendGrid — status (working, error, not_configured), message, configured, reachable now, last success and last error; summary { working, total, errors }. Never a key.',
  })
  checkApis(@RequestLanguage() language: Language): Promise<ApiHealthResponse> {
    return this.apiHealth.check(language);
  }

  @Get('system-status')
  @ApiOkResponse({ description: 'services.openai (AI configured and not failing), the other services configured, and the payments mode.' })
  systemStatus(): Promise<SystemStatusResponse> {
    return this.apiHealth.systemStatus();
  }
}
