import type { Page } from 'puppeteer-core';

export interface OpenedCase {
  /** The case's style sheets, fonts, scripts and frames from the network that did not load. */
  unreachable: string[];
}

export function caseOpener(page: Page): Promise<(url: string) => Promise<OpenedCase>>;
