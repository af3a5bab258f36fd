import { rm } from 'node:fs/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ApiError, BrowserPort, quietChromeFlags, type LaunchedBrowser } from '@otimiza/sdk/server';
import { Launcher } from 'chrome-launcher';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { InstanceService } from '../instance/instance.service.js';
import { RUNTIME_INFO, type RuntimeInfo } from '../lifecycle/runtime-info.js';
import { startFilteringProxy, type FilteringProxy } from '../outbound/filtering-proxy.js';
import { newProfileDir, profilesRootOf, reapOrphanedBrowsers } from './browser-profiles.js';
import { closedUdpFlags } from './closed-udp-flags.js';
import { withFeatureSwitchesMerged } from './feature-switches.js';
import { answersAsDevTools } from './devtools-answer.js';
import { spawnTiedToThisProcess } from './tied-spawn.js';

const LAUNCH_ATTEMPTS = 3;

/**
 * The core's BrowserPort: the located binary, the filtering proxy (started on first use), and
 * browsers tied to this process. A worker reaps, when it starts, the browsers that a killed
 * process of this instance left behind.
 */
@Injectable()
export class BrowserService extends BrowserPort implements OnApplicationBootstrap, OnApplicationShutdown {
  private proxy: Promise<FilteringProxy> | null = null;
  private profilesRoot: Promise<string> | null = null;

  constructor(
    @Inject(RUNTIME_INFO) private readonly runtime: RuntimeInfo,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly instances: InstanceService,
    private readonly log: PinoLogger,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'api') return;
    try {
      const killed = await reapOrphanedBrowsers(await this.root());
      if (killed > 0) this.log.warn({ killed }, 'reaped browser processes left by a stopped worker of this instance');
    } catch (error) {
      this.log.warn({ err: error }, 'could not reap the browsers left by a stopped worker');
    }
  }

  /** A browser whose DevTools answer on its port; one that lost its port to another process is killed and launched again. */
  async launch(): Promise<LaunchedBrowser> {
    for (let attempt = 1; ; attempt++) {
      const browser = await this.launchOnce();
      if (await answersAsDevTools(browser.port)) return browser;
      await browser.kill();
      if (attempt === LAUNCH_ATTEMPTS) throw new Error(`the browser's DevTools did not answer on its port after ${LAUNCH_ATTEMPTS} launches`);
      this.log.warn({ port: browser.port, attempt }, 'another process answered on the browser’s DevTools port; launching it again');
    }
  }

  private async launchOnce(): Promise<LaunchedBrowser> {
    const userDataDir = await newProfileDir(await this.root());
    // chrome-launcher's defaults with ours, their feature lists merged (a second --disable-features would undo its first).
    const chromeFlags = withFeatureSwitchesMerged([...Launcher.defaultFlags(), ...(await this.launchFlags())]);
    const launcher = new Launcher(
      { chromePath: await this.executablePath(), chromeFlags, ignoreDefaultFlags: true, userDataDir, logLevel: 'silent', handleSIGINT: false },
      { spawn: spawnTiedToThisProcess as never },
    );
    try {
      await launcher.launch();
    } catch (error) {
      launcher.kill();
      await rm(userDataDir, { recursive: true, force: true });
      throw error;
    }
    const child = launcher.chromeProcess!;
    const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
    return {
      port: launcher.port!,
      pid: launcher.pid!,
      alive: () => child.exitCode === null && child.signalCode === null,
      kill: async () => {
        launcher.kill();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        await rm(userDataDir, { recursive: true, force: true });
      },
    };
  }

  private root(): Promise<string> {
    this.profilesRoot ??= this.instances.current().then((instance) => profilesRootOf(instance?.id ?? 'unknown'));
    return this.profilesRoot;
  }

  async executablePath(): Promise<string> {
    const browser = await this.runtime.browser();
    if (!browser.found || !browser.path) {
      throw new ApiError('API_UNAVAILABLE', 503, {
        pt: 'Nenhum navegador Chromium encontrado para as auditorias. Defina CHROME_PATH.',
        en: 'No Chromium browser found for the audits. Set CHROME_PATH.',
      });
    }
    return browser.path;
  }

  async launchFlags(): Promise<string[]> {
    this.proxy ??= startFilteringProxy({ allowLoopback: this.config.ALLOW_PRIVATE_TARGETS, log: PinoLogger.root.child({ component: 'browser-proxy' }) });
    const proxy = await this.proxy;
    return [
      ...quietChromeFlags,
      `--proxy-server=${proxy.url}`,
      // Without this, Chromium sends loopback requests around the proxy.
      '--proxy-bypass-list=<-loopback>',
      ...closedUdpFlags,
      // Test certificates only: the configuration refuses this setting in production.
      ...(this.config.BROWSER_TRUSTED_SPKI.length ? [`--ignore-certificate-errors-spki-list=${this.config.BROWSER_TRUSTED_SPKI.join(',')}`] : []),
    ];
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.proxy) await (await this.proxy).close();
  }
}
