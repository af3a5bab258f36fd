import { Injectable } from '@nestjs/common';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import type { Serving } from './served-tab.js';

/** What Lighthouse runs in: the launched browser (its port in `flags`) and the tab the runner opened in it. */
export interface AuditTab {
  flags: Flags;
  page: Page;
}

/**
 * Lighthouse itself: one run in the tab the runner opens for it (`openTab` takes the warm browser
 * and opens the tab; it is called only when Lighthouse runs). The runner around it (its queue,
 * browsers, timeout and progress) is the product's; this seam is where a spec whose subject is
 * not Lighthouse answers a recorded real result instead (plugins/analysis/server/test/lighthouse-replay),
 * and then no browser is taken for it.
 */
@Injectable()
export class LighthouseEngine {
  async run(url: string, config: Config | undefined, _serving: Serving, openTab: () => Promise<AuditTab>): Promise<RunnerResult | undefined> {
    const { flags, page } = await openTab();
    return lighthouse(url, flags, config, page);
  }
}
