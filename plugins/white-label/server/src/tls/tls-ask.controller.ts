import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, ValidQuery } from '@otimiza/sdk/server';
import { tlsAskQuerySchema, type TlsAskAnswer, type TlsAskQuery } from '@otimiza/plugin-white-label-shared';
import type { Request } from 'express';
import { TlsAskService } from './tls-ask.service.js';

/**
 * `/api/public/white-label/tls-ask`: the `ask` endpoint of the HTTPS front's on-demand TLS (Caddy's
 * `on_demand_tls { ask … }`, deploy/caddy/Caddyfile), which it calls with `?domain=<name>` before it
 * obtains a certificate for a name a client asked for. Public: the front has no session.
 */
@ApiTags('white-label')
@Public()
@Controller('public/white-label/tls-ask')
export class TlsAskController {
  constructor(private readonly asks: TlsAskService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'TlsAskAnswer: the name is an active, DNS-verified white-label domain of a workspace that uses white-label, so a certificate may be obtained for it; 404 for any other name, 429 RATE_LIMIT (Retry-After) past WHITE_LABEL_TLS_ASKS_PER_MINUTE per client address.',
  })
  ask(@ValidQuery(tlsAskQuerySchema) query: TlsAskQuery, @Req() request: Request): Promise<TlsAskAnswer> {
    return this.asks.ask(query.domain, request.ip);
  }
}
