import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiError, BrowserPort, SettingsPort } from '@otimiza/sdk/server';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { Strategy } from '@otimiza/plugin-analysis-shared';

const categories = ['performance', 'accessibility', 'seo', 'best-practices'];

export const auditTimeoutMessage = {
  pt: 'Analysis timed out. The website may be slow to respond.',
  en: 'Analysis timed out. The website may be slow to respond.',
} as const;

/**
 * Lighthouse in a browser kept warm for this worker: launched on the first audit and reused,
 * relaunched only if it died or an audit had to be cut. Audits run one at a time, as
 * Lighthouse advises for performance measurements.
 */
@Injectable()
export class LighthouseRunner implements OnApplicationShutdown {
  private chrome: Promise<LaunchedChrome> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private readonly timeoutMs: number;

  constructor(
    private readonly browser: BrowserPort,
    settings: SettingsPort,
  ) {
    this.timeoutMs = Number(settings.get('AUDIT_TIMEOUT_MS'));
  }

  /** Queues an audit; `onStart` runs when this audit's turn comes. */
  audit(url: string, strategy: Strategy, options: { timeoutMs?: number; onStart?: () => Promise<void> } = {}): Promise<LighthouseResult> {
    const run = this.queue.then(async () => {
      await options.onStart?.();
      return this.runAudit(url, strategy, options.timeoutMs ?? this.timeoutMs);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Starts the browser ahead of the first audit. */
  async warmUp(): Promise<void> {
    await this.ensureBrowser();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue;
    await this.killBrowser();
  }

  private async runAudit(url: string, strategy: Strategy, timeoutMs: number): Promise<LighthouseResult> {
    const chrome = await this.ensureBrowser();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('API_TIMEOUT', 408, auditTimeoutMessage)), timeoutMs);
    });
    try {
      const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: categories };
      const config = strategy === 'desktop' ? desktopConfig : undefined;
      const result = await Promise.race([lighthouse(url, flags, config), timeout]);
      if (!result) throw new ApiError('PAGESPEED_ERROR', 500, { pt: 'PageSpeed API error', en: 'PageSpeed API error' });
      return result.lhr;
    } catch (error) {
      // A cut or failed run can leave the page in any state: start the next audit on a fresh browser.
      if (error instanceof ApiError && error.type === 'API_TIMEOUT') await this.killBrowser();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async ensureBrowser(): Promise<LaunchedChrome> {
    if (this.chrome) {
      const current = await this.chrome.catch(() => null);
      if (current && current.process.exitCode === null && !current.process.killed) return current;
    }
    this.chrome = (async () =>
      launch({ chromePath: await this.browser.executablePath(), chromeFlags: await this.browser.launchFlags(), logLevel: 'silent' }))();
    return this.chrome;
  }

  private async killBrowser(): Promise<void> {
    const chrome = this.chrome ? await this.chrome.catch(() => null) : null;
    this.chrome = null;
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
  }
}
