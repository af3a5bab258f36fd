import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiError, BrowserPort, JobDeferredError, JobQueue, SettingsPort, type LaunchedBrowser } from '@otimiza/sdk/server';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { Strategy } from '@otimiza/plugin-analysis-shared';
import type { SiteBundle } from '../bundle/site-bundle.js';
import { openServedTab, type ServedTab } from './served-tab.js';
import { startSinkProxy, type SinkProxy } from './sink-proxy.js';

const categories = ['performance', 'accessibility', 'seo', 'best-practices'];

export const auditTimeoutMessage = {
  pt: 'Analysis timed out. The website may be slow to respond.',
  en: 'Analysis timed out. The website may be slow to respond.',
} as const;

interface WaitingAudit {
  priority: number;
  run: () => Promise<void>;
  refuse: (error: Error) => void;
}

/**
 * Lighthouse in a browser kept warm for this worker: launched on the first audit and reused,
 * relaunched only if it died or an audit had to be cut. Audits run one at a time, as
 * Lighthouse advises for performance measurements. When the process stops, the audit in
 * flight finishes and the waiting ones are handed back (`JobDeferredError`) to run after it.
 */
@Injectable()
export class LighthouseRunner implements OnApplicationShutdown {
  private chrome: Promise<LaunchedBrowser> | null = null;
  private waiting: WaitingAudit[] = [];
  private draining: Promise<void> | null = null;
  private sink: Promise<SinkProxy> | null = null;
  private stopping = false;

  private readonly timeoutMs: number;

  constructor(
    private readonly browser: BrowserPort,
    settings: SettingsPort,
    jobs: JobQueue,
  ) {
    this.timeoutMs = Number(settings.get('AUDIT_TIMEOUT_MS'));
    jobs.onStopping(() => this.stop());
  }

  /**
   * Queues an audit; `onStart` runs when this audit's turn comes. With `document`, the page's
   * own HTML is replaced by it when the browser asks for `url` — everything else (its origin,
   * its images, scripts and styles) is fetched as usual, so the two audits compare like for like.
   * With `site`, every request to the bundle's origin is answered from the bundle instead.
   * Waiting audits of a higher `priority` go first (a user's analysis before a proof run).
   */
  audit(
    url: string,
    strategy: Strategy,
    options: { timeoutMs?: number; onStart?: () => Promise<void>; document?: string; site?: SiteBundle; priority?: number } = {},
  ): Promise<LighthouseResult> {
    return new Promise<LighthouseResult>((resolve, reject) => {
      if (this.stopping) return reject(new JobDeferredError());
      this.waiting.push({
        priority: options.priority ?? 0,
        refuse: reject,
        run: async () => {
          try {
            await options.onStart?.();
            resolve(await this.runAudit(url, strategy, options.timeoutMs ?? this.timeoutMs, { document: options.document, site: options.site }));
          } catch (error) {
            reject(error);
          }
        },
      });
      // A stable sort: first come, first served within a priority.
      this.waiting.sort((a, b) => b.priority - a.priority);
      this.drain();
    });
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      for (let next = this.waiting.shift(); next; next = this.waiting.shift()) await next.run();
      this.draining = null;
    })();
  }

  /** Starts the browser ahead of the first audit. */
  async warmUp(): Promise<void> {
    await this.ensureBrowser();
  }

  /** Runs before the job queue waits for its jobs: only the audit in flight is left to finish. */
  stop(): void {
    this.stopping = true;
    for (const audit of this.waiting.splice(0)) audit.refuse(new JobDeferredError());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.draining;
    await this.killBrowser();
    const sink = await this.sink?.catch(() => null);
    await sink?.close();
  }

  private async runAudit(url: string, strategy: Strategy, timeoutMs: number, serving: { document?: string; site?: SiteBundle }): Promise<LighthouseResult> {
    const chrome = await this.ensureBrowser();
    let tab: ServedTab | null = null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('API_TIMEOUT', 408, auditTimeoutMessage)), timeoutMs);
    });
    try {
      const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: categories };
      const config = strategy === 'desktop' ? desktopConfig : undefined;
      if (serving.document !== undefined || serving.site) {
        const sinkUrl = serving.site ? (await (this.sink ??= startSinkProxy())).url : undefined;
        tab = await openServedTab(chrome.port, url, serving, sinkUrl);
      }
      const result = await Promise.race([lighthouse(url, flags, config, tab?.page), timeout]);
      if (!result) throw new ApiError('PAGESPEED_ERROR', 500, { pt: 'PageSpeed API error', en: 'PageSpeed API error' });
      return result.lhr;
    } catch (error) {
      // A cut or failed run can leave the page in any state: start the next audit on a fresh browser.
      if (error instanceof ApiError && error.type === 'API_TIMEOUT') await this.killBrowser();
      throw error;
    } finally {
      clearTimeout(timer);
      await tab?.close();
    }
  }

  private async ensureBrowser(): Promise<LaunchedBrowser> {
    if (this.chrome) {
      const current = await this.chrome.catch(() => null);
      if (current?.alive()) return current;
    }
    this.chrome = this.browser.launch();
    return this.chrome;
  }

  private async killBrowser(): Promise<void> {
    const chrome = this.chrome ? await this.chrome.catch(() => null) : null;
    this.chrome = null;
    await chrome?.kill().catch(() => undefined);
  }
}
