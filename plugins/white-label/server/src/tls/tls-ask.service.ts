import { Injectable } from '@nestjs/common';
import { ApiError, clientAddressKey, pluginSettings, RateLimitPort, rateLimitError, SettingsPort, type RateLimitRule } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { TlsAskAnswer } from '@otimiza/plugin-white-label-shared';
import { BrandInForceService } from '../public/brand-in-force.service.js';
import { whiteLabelSettings } from '../white-label.settings.js';

const MINUTE_SECONDS = 60;

export const tlsAskMessages = {
  notServed: {
    pt: 'Nenhum domínio white-label ativo tem este nome: nenhum certificado é emitido para ele.',
    en: 'No active white-label domain has this name: no certificate is issued for it.',
  },
  tooManyAsks: {
    pt: 'Muitas consultas de certificado a partir deste endereço. Aguarde um minuto e tente de novo.',
    en: 'Too many certificate checks from this address. Wait a minute and try again.',
  },
} satisfies Record<string, LocalizedText>;

/**
 * The TLS `ask` check: whether the HTTPS front (Caddy's on-demand TLS) may obtain a certificate for
 * a name a client asked for. Yes only for a white-label address this instance serves now; every
 * other name, the platform's own included (the front certifies it as a site of its own), is a no,
 * so a client sending made-up names gets no certificate and costs no issuance. Each check is
 * counted per client address first (WHITE_LABEL_TLS_ASKS_PER_MINUTE).
 */
@Injectable()
export class TlsAskService {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly brands: BrandInForceService,
    private readonly limits: RateLimitPort,
    settings: SettingsPort,
  ) {
    this.rule = { points: pluginSettings(settings, whiteLabelSettings).WHITE_LABEL_TLS_ASKS_PER_MINUTE, windowSeconds: MINUTE_SECONDS };
  }

  /** Throws 429 RATE_LIMIT past the address's limit, 404 NOT_FOUND for a name that may not have a certificate. */
  async ask(domain: string, ip: string | undefined): Promise<TlsAskAnswer> {
    const decision = await this.limits.consume(`white-label:tls-ask:${clientAddressKey(ip)}`, this.rule);
    if (!decision.allowed) throw rateLimitError(decision, tlsAskMessages.tooManyAsks);
    if (!(await this.brands.servesHost(domain))) throw new ApiError('NOT_FOUND', 404, tlsAskMessages.notServed);
    return { domain };
  }
}
