import type { LocalizedText } from '@otimiza/sdk/shared';
import type { DeployStep, DeployStepId } from '@otimiza/plugin-analysis-shared';

/** A step that did not finish in its time; `onTimeout` has already cut the connection. */
export class StepTimeoutError extends Error {
  constructor(
    readonly step: DeployStepId,
    readonly timeoutMs: number,
  ) {
    super(`${step} took longer than ${timeoutMs} ms`);
  }
}

/** A step that failed, with the error that made it fail. */
export class StepFailedError extends Error {
  constructor(
    readonly step: DeployStepId,
    override readonly cause: unknown,
  ) {
    super(`${step} failed`);
  }
}

interface StepOptions<T> {
  timeoutMs: number;
  /** Cuts whatever the work waits on, so it settles too. */
  onTimeout: () => void;
  /** How the step ended when the work did not throw: done unless it says skipped. */
  describe?: (result: T) => { status?: 'done' | 'skipped'; detail: LocalizedText | null };
}

/** Runs the deploy's steps one by one, each under a deadline, and keeps what each took. */
export class DeployStepLog {
  readonly steps: DeployStep[] = [];

  async run<T>(id: DeployStepId, work: () => Promise<T>, options: StepOptions<T>): Promise<T> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        options.onTimeout();
        reject(new StepTimeoutError(id, options.timeoutMs));
      }, options.timeoutMs);
    });
    try {
      const result = await Promise.race([work(), deadline]);
      const ending = options.describe?.(result);
      this.steps.push({ id, status: ending?.status ?? 'done', durationMs: elapsed(started), detail: ending?.detail ?? null });
      return result;
    } catch (error) {
      this.steps.push({ id, status: 'failed', durationMs: elapsed(started), detail: null });
      throw new StepFailedError(id, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
