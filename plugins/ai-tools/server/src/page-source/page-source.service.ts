import { Injectable } from '@nestjs/common';
import { ApiError, SafeOutboundPort, decodeHtml } from '@otimiza/sdk/server';
import { analysisUrlMessages, normaliseAnalysisUrl } from '@otimiza/sdk/shared';

export interface FetchedPage {
  url: string;
  html: string;
  headers: Record<string, string>;
}

const unreachable = {
  pt: 'Unable to analyze this URL. Please verify the URL is accessible',
  en: 'Unable to analyze this URL. Please verify the URL is accessible',
} as const;

/** Normalises a page address and fetches the page through the safe outbound service. */
@Injectable()
export class PageSourceService {
  constructor(private readonly outbound: SafeOutboundPort) {}

  normalise(rawUrl: string): string {
    const result = normaliseAnalysisUrl(rawUrl);
    if (!result.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[result.error]);
    return result.url;
  }

  /** Refuses an address the safe-outbound policy refuses (400 INVALID_URL), before any work is queued for it. */
  async assertAllowed(url: string): Promise<void> {
    await this.outbound.assertAllowed(url);
  }

  async fetch(rawUrl: string): Promise<FetchedPage> {
    const url = this.normalise(rawUrl);
    const response = await this.outbound.fetch(url, {
      headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'Mozilla/5.0 (compatible; OtimizaBot/1.0; +https://otimiza.com.br)' },
      maxBytes: 3_000_000,
      timeoutMs: 15_000,
    });
    if (response.status >= 400) throw new ApiError('INVALID_URL', 400, unreachable, { status: response.status });
    return { url: response.finalUrl, html: decodeHtml(response.body, response.headers['content-type'] ?? null), headers: response.headers };
  }
}
