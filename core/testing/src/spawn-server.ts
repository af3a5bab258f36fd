import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TEST_POOL_SIZE } from '@otimiza/sdk/testing';

/** The built server entry point: these tests run the real program as a user would. */
export const mainJs = join(dirname(createRequire(import.meta.url).resolve('@otimiza/core-server/package.json')), 'dist/main.js');

export function assertBuilt(): void {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run \`npm run build\` first (npm test does).`);
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /**
   * Resolves when a log line contains `text`; rejects, with the process's output, when it exits first or after
   * `timeoutMs`. The default guard sits just under the integration tier's 120 s test and hook timeouts, so a start
   * that never comes fails with the server's log rather than vitest's bare timeout, and a slow start on a loaded
   * machine is waited for as long as the spec itself allows.
   */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Just under vitest.config.ts's integration testTimeout/hookTimeout (120 s). */
const WAIT_GUARD_MS = 110_000;

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_POOL_SIZE: TEST_POOL_SIZE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    waitFor(text, timeoutMs = WAIT_GUARD_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for "${text}"; output:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then((code) => {
          if (!output.includes(text)) reject(new Error(`process exited (${code}) before "${text}"; output:\n${output}`));
        });
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
