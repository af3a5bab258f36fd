import { Injectable } from '@nestjs/common';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import type { Serving } from './served-tab.js';

/**
 * Lighthouse itself: one run on the browser the runner launched, in the tab it opened for a served
 * page. The runner around it (its queue, browsers, timeout and progress) is the product's; this
 * seam is where a spec whose subject is not Lighthouse answers a recorded real result instead
 * (plugins/analysis/server/test/lighthouse-replay).
 */
@Injectable()
export class LighthouseEngine {
  run(url: string, flags: Flags, config: Config | undefined, page: Page | undefined, _serving: Serving): Promise<RunnerResult | undefined> {
    return lighthouse(url, flags, config, page);
  }
}
