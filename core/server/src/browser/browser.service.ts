import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ApiError, BrowserPort } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { RUNTIME_INFO, type RuntimeInfo } from '../lifecycle/runtime-info.js';
import { startFilteringProxy, type FilteringProxy } from '../outbound/filtering-proxy.js';
import { closedUdpFlags } from './closed-udp-flags.js';

/** The core's BrowserPort: the located binary and the filtering proxy, started on first use. */
@Injectable()
export class BrowserService extends BrowserPort implements OnApplicationShutdown {
  private proxy: Promise<FilteringProxy> | null = null;

  constructor(
    @Inject(RUNTIME_INFO) private readonly runtime: RuntimeInfo,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
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
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--mute-audio',
      `--proxy-server=${proxy.url}`,
      // Without this, Chromium sends loopback requests around the proxy.
      '--proxy-bypass-list=<-loopback>',
      ...closedUdpFlags,
    ];
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.proxy) await (await this.proxy).close();
  }
}
