import type { Logger } from 'pino';

/**
 * The last resort of a stopping process: exits with status 1 once `ms` have passed, whatever is
 * still pending (the shutdown bounds each of its waits, so this fires only when something ignored it).
 */
export function exitAfter(ms: number, log: Logger): void {
  setTimeout(() => {
    log.error({ timeoutMs: ms }, 'still stopping at SHUTDOWN_TIMEOUT_MS: exiting now');
    process.exit(1);
  }, ms).unref();
}
