import { Inject, Injectable } from '@nestjs/common';
import type { ExternalService } from '@otimiza/sdk/server';
import type { ApiHealthResponse, ApiServiceHealth, Language, LocalizedText, SystemStatusResponse } from '@otimiza/sdk/shared';
import type OpenAI from 'openai';
import type Stripe from 'stripe';
import { AiService, APP_CONFIG, type AppConfig, OPENAI_CLIENT, redactSecrets, ServiceStatusService, type StoredServiceStatus } from '../../kernel/index.js';
import { paymentsModeOf } from '../billing/payments-mode.js';
import { STRIPE_CLIENT } from '../billing/stripe-client.js';
import { serviceProbes, type ProbeResult } from './service-probes.js';

/** Probes are cached this long: the health card refreshes every 30 s and must not hammer the providers. */
const PROBE_CACHE_MS = 60_000;

const notConfigured: Record<ExternalService, LocalizedText> = {
  pagespeed: { pt: 'Não configurado: as auditorias usam o Lighthouse local.', en: 'Not configured: audits use local Lighthouse.' },
  openai: {
    pt: 'Não configurado: as ferramentas de IA usam templates baseados em dados reais.',
    en: 'Not configured: the AI tools use templates based on real data.',
  },
  stripe: { pt: 'Não configurado: pagamentos no ambiente de teste.', en: 'Not configured: payments run in the test environment.' },
  sendgrid: { pt: 'Não configurado: os e-mails ficam na caixa de saída.', en: 'Not configured: e-mails stay in the outbox.' },
};

/**
 * `GET /api/health/check-apis` and `GET /api/system-status`: for PageSpeed, OpenAI, Stripe and
 * SendGrid, whether each is configured, whether it answers now, and the last error seen in real
 * use. Keys are never part of an answer.
 */
@Injectable()
export class ApiHealthService {
  private readonly probes = new Map<ExternalService, { at: number; result: Promise<ProbeResult> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OPENAI_CLIENT) private readonly openai: OpenAI | null,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly serviceStatus: ServiceStatusService,
    private readonly ai: AiService,
  ) {}

  async check(language: Language): Promise<ApiHealthResponse> {
    const stored = await this.serviceStatus.read();
    const [googlePageSpeed, openai, stripe, sendgrid] = await Promise.all(
      (['pagespeed', 'openai', 'stripe', 'sendgrid'] as const).map((service) => this.checkOne(service, stored.get(service) ?? null, language)),
    );
    const all = [googlePageSpeed!, openai!, stripe!, sendgrid!];
    return {
      googlePageSpeed: googlePageSpeed!,
      openai: openai!,
      stripe: stripe!,
      sendgrid: sendgrid!,
      summary: {
        working: all.filter((item) => item.status === 'working').length,
        total: all.length,
        errors: all.filter((item) => item.status === 'error').length,
      },
      checkedAt: new Date().toISOString(),
    };
  }

  async systemStatus(): Promise<SystemStatusResponse> {
    const ai = await this.ai.status();
    return {
      services: {
        openai: ai.available,
        pagespeed: this.configured('pagespeed'),
        stripe: this.configured('stripe'),
        sendgrid: this.configured('sendgrid'),
      },
      ai: { configured: ai.configured, available: ai.available, model: ai.model },
      paymentsMode: paymentsModeOf(this.config),
    };
  }

  private configured(service: ExternalService): boolean {
    switch (service) {
      case 'openai':
        return this.openai !== null;
      case 'stripe':
        return this.stripe !== null;
      case 'sendgrid':
        return Boolean(this.config.SENDGRID_API_KEY);
      case 'pagespeed':
        return Boolean(this.config.PAGESPEED_API_KEY);
    }
  }

  private async checkOne(service: ExternalService, stored: StoredServiceStatus | null, language: Language): Promise<ApiServiceHealth> {
    const history = {
      lastSuccessAt: stored?.lastSuccessAt?.toISOString() ?? null,
      lastError: stored?.lastError ? { message: redactSecrets(stored.lastError.message), at: stored.lastError.at.toISOString() } : null,
    };
    if (!this.configured(service)) {
      const text =
        service === 'stripe' && paymentsModeOf(this.config) === 'unavailable'
          ? { pt: 'Não configurado: pagamentos desativados.', en: 'Not configured: payments are off.' }
          : notConfigured[service];
      return { status: 'not_configured', message: text[language], configured: false, reachable: null, ...history };
    }
    const probe = await this.probe(service);
    if (!probe.reachable) {
      const error = redactSecrets(probe.error);
      return {
        status: 'error',
        message: language === 'en' ? `Not answering: ${error}` : `Sem resposta: ${error}`,
        configured: true,
        reachable: false,
        ...history,
      };
    }
    const failingSince = stored?.lastError && (!stored.lastSuccessAt || stored.lastError.at > stored.lastSuccessAt) ? stored.lastError : null;
    if (failingSince) {
      const error = redactSecrets(failingSince.message);
      return {
        status: 'error',
        message: language === 'en' ? `Last call failed: ${error}` : `A última chamada falhou: ${error}`,
        configured: true,
        reachable: true,
        ...history,
      };
    }
    return { status: 'working', message: language === 'en' ? 'Working' : 'Funcionando', configured: true, reachable: true, ...history };
  }

  private probe(service: ExternalService): Promise<ProbeResult> {
    const cached = this.probes.get(service);
    if (cached && Date.now() - cached.at < PROBE_CACHE_MS) return cached.result;
    const result = this.runProbe(service);
    this.probes.set(service, { at: Date.now(), result });
    return result;
  }

  private runProbe(service: ExternalService): Promise<ProbeResult> {
    switch (service) {
      case 'openai':
        return serviceProbes.openai(this.openai!);
      case 'stripe':
        return serviceProbes.stripe(this.stripe!);
      case 'sendgrid':
        return serviceProbes.sendgrid(this.config);
      case 'pagespeed':
        return serviceProbes.pagespeed(this.config);
    }
  }
}
