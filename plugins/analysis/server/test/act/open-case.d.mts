import type { Page } from 'puppeteer-core';

export function caseOpener(page: Page): Promise<(url: string) => Promise<void>>;
