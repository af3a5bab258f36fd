import { accessSync, constants } from 'node:fs';

export interface BrowserLocation {
  found: boolean;
  source: 'CHROME_PATH' | 'system' | 'bundled' | null;
  path: string | null;
}

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the browser that audits run in: `CHROME_PATH` when set (and it must exist), else a
 * system Chromium or Chrome, else the Chromium build shipped in `@sparticuz/chromium`
 * (unpacked on first use).
 */
export async function findBrowser(chromePath: string | undefined): Promise<BrowserLocation> {
  if (chromePath) {
    return isExecutable(chromePath) ? { found: true, source: 'CHROME_PATH', path: chromePath } : { found: false, source: 'CHROME_PATH', path: chromePath };
  }
  const system = systemCandidates.find(isExecutable);
  if (system) return { found: true, source: 'system', path: system };
  try {
    const { default: chromium } = (await import('@sparticuz/chromium')) as { default: { executablePath(): Promise<string> } };
    const path = await chromium.executablePath();
    return { found: isExecutable(path), source: 'bundled', path };
  } catch {
    return { found: false, source: null, path: null };
  }
}
