import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { BrowserPort, JobDeferredError, JobQueue, pluginSettings, SettingsPort, type LaunchedBrowser } from '@otimiza/sdk/server';
import { analysisSettingsSchema } from '../analysis-settings.schema.js';
import log from 'lighthouse-logger';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { Strategy } from '@otimiza/plugin-analysis-shared';
import { AnalysisFailure } from '../analyses/analysis-failure.js';
import type { SiteBundle } from '../bundle/site-bundle.js';
import { LighthouseEngine, type AuditTab } from './lighthouse-engine.js';
import { openServedTab, type ServedTab } from './served-tab.js';
import { startSinkProxy, type SinkProxy } from './sink-proxy.js';

const categories = ['performance', 'accessibility', 'seo', 'best-practices'];

interface WaitingJob {
  priority: number;
  run: () => Promise<void>;
  refuse: (error: Error) => void;
}

/**
 * Lighthouse in a fresh browser for each audit, as a plain Lighthouse run has: a browser remembers
 * for its whole life the favicons that failed to load and stops asking for them (new browser
 * contexts share that memory), so a reused one hid a site's missing /favicon.ico — the console
 * error Lighthouse counts in best practices — from every audit after its first, the proof's
 * included. The next browser is launched as soon as an audit ends, so no audit waits for one.
 * Audits run one at a time, as Lighthouse advises for performance measurements; page inspections
 * borrow the browser in the same queue (`withBrowser`), so they never share a CPU with an audit. When the process
 * stops, the audit in flight finishes and the waiting ones are handed back (`JobDeferredError`)
 * to run after it.
 */
@Injectable()
export class LighthouseRunner implements OnApplicationShutdown {
  /** The browser launched ahead for the next audit. */
  private next: Promise<LaunchedBrowser> | null = null;
  private waiting: WaitingJob[] = [];
  private draining: Promise<void> | null = null;
  private sink: Promise<SinkProxy> | null = null;
  private stopping = false;

  private readonly timeoutMs: number;

  constructor(
    private readonly browser: BrowserPort,
    private readonly engine: LighthouseEngine,
    settings: SettingsPort,
    jobs: JobQueue,
  ) {
    this.timeoutMs = pluginSettings(settings, analysisSettingsSchema).AUDIT_TIMEOUT_MS;
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
    options: {
      timeoutMs?: number;
      onStart?: () => Promise<void>;
      /** Lighthouse's status messages during this audit ('Navigating to …', 'Getting artifact: …', 'Auditing: …'). */
      onStatus?: (message: string) => void;
      document?: string;
      site?: SiteBundle;
      priority?: number;
    } = {},
  ): Promise<LighthouseResult> {
    return this.enqueue(options.priority ?? 0, async () => {
      await options.onStart?.();
      return this.runAudit(url, strategy, options.timeoutMs ?? this.timeoutMs, { document: options.document, site: options.site }, options.onStatus);
    });
  }

  /**
   * Lends the warm browser to `job` in the audits' queue (one at a time, by `priority`), then
   * kills it and launches the next, as after an audit. Past `timeoutMs` from its turn (the
   * audits' limit by default) the job fails with `audit-timeout` and its browser is killed.
   */
  withBrowser<T>(job: (browser: LaunchedBrowser) => Promise<T>, options: { priority?: number; timeoutMs?: number } = {}): Promise<T> {
    return this.enqueue(options.priority ?? 0, () => this.runWithBrowser(job, options.timeoutMs ?? this.timeoutMs));
  }

  private enqueue<T>(priority: number, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.stopping) return reject(new JobDeferredError());
      this.waiting.push({
        priority,
        refuse: reject,
        run: async () => {
          try {
            resolve(await work());
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

  /** Runs before the job queue waits for its jobs: only the audit in flight is left to finish. */
  stop(): void {
    this.stopping = true;
    for (const audit of this.waiting.splice(0)) audit.refuse(new JobDeferredError());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.draining;
    const spare = await this.next?.catch(() => null);
    this.next = null;
    await spare?.kill().catch(() => undefined);
    const sink = await this.sink?.catch(() => null);
    await sink?.close();
  }

  private async runAudit(
    url: string,
    strategy: Strategy,
    timeoutMs: number,
    serving: { document?: string; site?: SiteBundle },
    onStatus?: (message: string) => void,
  ): Promise<LighthouseResult> {
    // Lighthouse's logger is one per process; audits run one at a time, so what it says now is this audit's.
    const listener = ([, message]: [string, string]) => onStatus?.(String(message));
    if (onStatus) log.events.addListener('status', listener);
    // Taken when Lighthouse asks for its tab: an audit answered without a run leaves the warm browser to the next one.
    const held: { browser?: Promise<LaunchedBrowser>; tab?: Promise<ServedTab>; ended?: boolean } = {};
    const openTab = async (): Promise<AuditTab> => {
      // An engine that asks after the audit ended (past its limit) gets no browser: nobody would kill it.
      if (held.ended) throw new AnalysisFailure('audit-timeout');
      const chrome = await (held.browser = this.takeBrowser());
      const sinkUrl = serving.site ? (await (this.sink ??= startSinkProxy())).url : undefined;
      const tab = await (held.tab = openServedTab(chrome.port, url, serving, sinkUrl));
      return { flags: { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories }, page: tab.page };
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AnalysisFailure('audit-timeout')), timeoutMs);
    });
    try {
      // Taking the browser and opening the tab count against the time limit too.
      const audit = this.engine.run(url, strategy === 'desktop' ? desktopConfig : undefined, serving, openTab);
      // Past the limit nobody waits for it: once the browser is killed, it fails.
      audit.catch(() => undefined);
      const result = await Promise.race([audit, timeout]);
      if (!result) throw new AnalysisFailure('audit-error');
      return result.lhr;
    } finally {
      if (onStatus) log.events.removeListener('status', listener);
      clearTimeout(timer);
      held.ended = true;
      const chrome = await held.browser?.catch(() => null);
      // The browser first: a tab's close could wait on a page that no longer answers, a killed browser's fails at once.
      await chrome?.kill().catch(() => undefined);
      await (await held.tab?.catch(() => null))?.close();
      if (held.browser && !this.stopping) this.launchNext();
    }
  }

  private async runWithBrowser<T>(job: (browser: LaunchedBrowser) => Promise<T>, timeoutMs: number): Promise<T> {
    const chrome = await this.takeBrowser();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AnalysisFailure('audit-timeout')), timeoutMs);
    });
    const running = job(chrome);
    // Once the browser is killed, a job left behind by the timeout fails; nobody waits for it.
    running.catch(() => undefined);
    try {
      return await Promise.race([running, timeout]);
    } finally {
      clearTimeout(timer);
      await chrome.kill().catch(() => undefined);
      if (!this.stopping) this.launchNext();
    }
  }

  /** The browser launched ahead, if it came up and still runs; else one launched now. */
  private async takeBrowser(): Promise<LaunchedBrowser> {
    const ready = this.next;
    this.next = null;
    const chrome = ready ? await ready.catch(() => null) : null;
    if (chrome?.alive()) return chrome;
    await chrome?.kill().catch(() => undefined);
    return this.browser.launch();
  }

  private launchNext(): void {
    const next = this.browser.launch();
    // A launch that fails is retried by the audit that takes it.
    next.catch(() => undefined);
    this.next = next;
  }
}
