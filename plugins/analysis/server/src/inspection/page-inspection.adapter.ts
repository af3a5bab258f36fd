import { Injectable } from '@nestjs/common';
import { ApiError, SafeOutboundPort } from '@otimiza/sdk/server';
import { PageInspectionPort, type PageInspection, type PageInspectionOptions } from '@otimiza/plugin-analysis-contract';
import { analysisUrlMessages, normaliseAnalysisUrl } from '@otimiza/plugin-analysis-shared';
import { AnalysisFailure, analysisFailures } from '../analyses/analysis-failure.js';
import { LighthouseRunner } from '../audit/lighthouse-runner.js';
import { fixCatalogue } from '../fixer/fix-catalogue.js';
import { AXE_VERSION } from './axe-audit.js';
import { inspectPage, PageNotLoaded } from './inspect-page.js';
import { mayAnswerOverHttp, unreachableCause } from './unreachable-cause.js';

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
    try {
      return await this.inspectAt(url, options);
    } catch (error) {
      // An address typed without a scheme became https: a site served over http only answers there.
      if (
        !(error instanceof PageNotLoaded) ||
        url.protocol !== 'https:' ||
        (/^\s*h?ttps?:\/\//i.test(rawUrl) && !options.httpFallback) ||
        !mayAnswerOverHttp(error.message)
      ) {
        throw this.failure(error, url);
      }
      const plain = new URL(url);
      plain.protocol = 'http:';
      await this.outbound.assertAllowed(plain.toString());
      let overHttp: PageInspection;
      try {
        overHttp = await this.inspectAt(plain, options);
      } catch (second) {
        throw this.failure(second instanceof PageNotLoaded ? error : second, url);
      }
      // Nothing over http either (the filtering proxy's error page): the https attempt's cause is the one to tell.
      if (overHttp.finalUrl.startsWith('chrome-error:')) throw this.failure(error, url);
      return overHttp;
    }
  }

  private inspectAt(url: URL, options: PageInspectionOptions): Promise<PageInspection> {
    const isAllowed = (address: string) =>
      this.outbound.assertAllowed(address).then(
        () => true,
        () => false,
      );
    return this.runner.withBrowser(
      (browser) =>
        inspectPage(browser.port, url, { timeoutMs: options.timeoutMs, screenshotLimit: options.screenshotLimit ?? DEFAULT_SCREENSHOT_LIMIT, isAllowed }),
      { timeoutMs: options.timeoutMs },
    );
  }

  /** The error to answer: a timeout, or the page not loaded with its real cause (DNS, refused, TLS) when the browser said it. */
  private failure(error: unknown, url: URL): unknown {
    if (error instanceof AnalysisFailure && error.code === 'audit-timeout') {
      return new ApiError('API_TIMEOUT', 408, {
        pt: `A inspeção de ${url} expirou. O site pode estar demorando para responder.`,
        en: `The inspection of ${url} timed out. The website may be slow to respond.`,
      });
    }
    if (error instanceof PageNotLoaded) {
      const cause = unreachableCause(error.message, url.host) ?? analysisFailures['page-unreachable'].message;
      return new ApiError('NETWORK_ERROR', 400, cause, { url: url.toString(), reason: error.message });
    }
    return error;
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
