/**
 * The browser audits run in: found by the core (CHROME_PATH, a system Chromium or Chrome, or the
 * bundled @sparticuz/chromium), with every request of the browser sent through the core's
 * filtering proxy, so pages cannot make it reach private or metadata addresses.
 */
export abstract class BrowserPort {
  /** Path of the browser binary; throws when none is found. */
  abstract executablePath(): Promise<string>;
  /** Flags every launch must carry: headless, the filtering proxy, and the quiet-network flags. */
  abstract launchFlags(): Promise<string[]>;
}
