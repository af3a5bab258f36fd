import { Injectable } from '@nestjs/common';
import { ApiError, ServiceStatusPort, SettingsPort } from '@otimiza/sdk/server';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { Strategy } from '@otimiza/plugin-analysis-shared';
import { AnalysisFailure } from '../analyses/analysis-failure.js';

const categories = ['performance', 'accessibility', 'seo', 'best-practices'];

export const apiKeyRequiredMessage = {
  pt: 'A chave da API do Google PageSpeed Insights é necessária para a análise de sites.',
  en: 'Google PageSpeed Insights API key is required for website analysis.',
} as const;

/**
 * Google PageSpeed Insights v5, the optional second provider: Google runs Lighthouse and answers
 * the same report shape. PAGESPEED_API_KEY turns it on; PAGESPEED_BASE_URL points it elsewhere.
 */
@Injectable()
export class PageSpeedClient {
  private readonly apiKey: string | null;
  private readonly baseUrl: string;

  constructor(
    settings: SettingsPort,
    private readonly serviceStatus: ServiceStatusPort,
  ) {
    this.apiKey = (settings.get('PAGESPEED_API_KEY') as string | undefined) ?? null;
    this.baseUrl = String(settings.get('PAGESPEED_BASE_URL')).replace(/\/$/, '');
  }

  get configured(): boolean {
    return this.apiKey !== null;
  }

  assertConfigured(): void {
    if (!this.apiKey) throw new ApiError('API_KEY_REQUIRED', 400, apiKeyRequiredMessage);
  }

  async run(url: string, strategy: Strategy, timeoutMs = 90_000): Promise<LighthouseResult> {
    this.assertConfigured();
    const query = new URLSearchParams({ url, strategy, key: this.apiKey! });
    for (const category of categories) query.append('category', category.toUpperCase().replace('-', '_'));
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/pagespeedonline/v5/runPagespeed?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      await this.serviceStatus.recordError('pagespeed', error);
      if ((error as Error).name === 'TimeoutError') throw new AnalysisFailure('audit-timeout');
      throw new ApiError('API_UNAVAILABLE', 503, { pt: 'PageSpeed Insights indisponível.', en: 'PageSpeed Insights is unavailable.' });
    }
    const body = (await response.json().catch(() => null)) as { lighthouseResult?: LighthouseResult; error?: { message?: string } } | null;
    // A 400 is about the page asked for; a refused key, a quota or a 5xx is about the service.
    if (response.ok && body?.lighthouseResult) await this.serviceStatus.recordSuccess('pagespeed');
    else if (response.status !== 400) await this.serviceStatus.recordError('pagespeed', `PageSpeed answered ${response.status}: ${body?.error?.message ?? ''}`);
    if (!response.ok || !body?.lighthouseResult) {
      throw new AnalysisFailure('audit-error', {
        status: response.status === 400 ? 400 : 503,
        details: { status: response.status, message: body?.error?.message ?? null },
      });
    }
    return body.lighthouseResult;
  }
}
