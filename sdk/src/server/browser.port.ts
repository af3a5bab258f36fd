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
  /**
   * Starts a browser with those flags, tied to this process: it dies with it (even on SIGKILL, on
   * Linux), and a browser left by a dead process of this instance is reaped when a worker starts.
   */
  abstract launch(): Promise<LaunchedBrowser>;
}

export interface LaunchedBrowser {
  /** DevTools port on 127.0.0.1. */
  port: number;
  pid: number;
  /** False once the browser process has exited. */
  alive(): boolean;
  /** Kills the browser and its children, and removes its profile. */
  kill(): Promise<void>;
}
