import { Injectable } from '@nestjs/common';
import { ApiError, PageInspectionPort, SafeOutboundPort, type PageInspection, type PageInspectionOptions } from '@otimiza/sdk/server';
import { analysisUrlMessages, normaliseAnalysisUrl } from '@otimiza/plugin-analysis-shared';
import { AnalysisFailure, analysisFailures } from '../analyses/analysis-failure.js';
import { LighthouseRunner } from '../audit/lighthouse-runner.js';
import { fixCatalogue } from '../fixer/fix-catalogue.js';
import { AXE_VERSION } from './axe-audit.js';
import { inspectPage, PageNotLoaded } from './inspect-page.js';

/** Element screenshots per violation when the caller does not say. */
const DEFAULT_SCREENSHOT_LIMIT = 3;

/**
 * The analysis plugin's side of PageInspectionPort: the page is read in the audits' warm browser,
 * in their queue (one page at a time), through the core's filtering proxy the browser is launched
 * with. The URL is normalised and checked as an analysis's is before it waits for its turn.
 */
@Injectable()
export class PageInspectionAdapter extends PageInspectionPort {
  private readonly corrected = [...new Set(fixCatalogue.flatMap((fix) => fix.audits))];

  constructor(
    private readonly runner: LighthouseRunner,
    private readonly outbound: SafeOutboundPort,
  ) {
    super();
  }

  async inspect(rawUrl: string, options: PageInspectionOptions): Promise<PageInspection> {
    const url = await this.allowedUrl(rawUrl);
    const isAllowed = (address: string) =>
      this.outbound.assertAllowed(address).then(
        () => true,
        () => false,
      );
    try {
      return await this.runner.withBrowser(
        (browser) =>
          inspectPage(browser.port, url, { timeoutMs: options.timeoutMs, screenshotLimit: options.screenshotLimit ?? DEFAULT_SCREENSHOT_LIMIT, isAllowed }),
        { timeoutMs: options.timeoutMs },
      );
    } catch (error) {
      if (error instanceof AnalysisFailure && error.code === 'audit-timeout') {
        throw new ApiError('API_TIMEOUT', 408, {
          pt: `A inspeção de ${url} expirou. O site pode estar demorando para responder.`,
          en: `The inspection of ${url} timed out. The website may be slow to respond.`,
        });
      }
      if (error instanceof PageNotLoaded) {
        throw new ApiError('NETWORK_ERROR', 400, analysisFailures['page-unreachable'].message, { url: url.toString(), reason: error.message });
      }
      throw error;
    }
  }

  private async allowedUrl(rawUrl: string): Promise<URL> {
    const normalised = normaliseAnalysisUrl(rawUrl);
    if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
    return new URL((await this.outbound.assertAllowed(normalised.url)).toString());
  }

  axeVersion(): string {
    return AXE_VERSION;
  }

  correctedByFixer(): readonly string[] {
    return this.corrected;
  }
}
