import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Debian's Chromium, headless, with the flags this network-less machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Keeps a screenshot as a test artifact (e2e/artifacts/<name>.png). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The antd notification whose text holds `title` (the newest first). */
export function toast(page: Page, title: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: title }).first();
}
