import type { Browser } from 'puppeteer-core';
import type { InspectedLink, PageInspection } from '@otimiza/plugin-analysis-contract';
import { TEXT_LIMIT } from './read-document.js';

/**
 * Opens the privacy policy in a new tab of the same browser and reads its visible text. An
 * address the safe-outbound policy refuses, or one that does not answer, gives a null status and
 * no text: the link is there, the policy could not be read.
 */
export async function openPrivacyPolicy(
  browser: Browser,
  link: InspectedLink,
  options: { timeoutMs: number; isAllowed(url: string): Promise<boolean> },
): Promise<NonNullable<PageInspection['privacyPolicy']>> {
  const unread = { url: link.href, linkText: link.text, status: null, text: '' };
  if (!(await options.isAllowed(link.href))) return unread;
  const tab = await browser.newPage();
  try {
    const response = await tab.goto(link.href, { waitUntil: 'load', timeout: options.timeoutMs });
    const text = await tab.evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim());
    return { url: tab.url(), linkText: link.text, status: response?.status() ?? null, text: text.slice(0, TEXT_LIMIT) };
  } catch {
    return unread;
  } finally {
    await tab.close().catch(() => undefined);
  }
}
