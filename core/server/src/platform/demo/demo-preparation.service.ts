import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { AnalysisPort } from '@otimiza/sdk/server';
import type { DemoPreparationView, DemoSeedProgress } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { DemoPreparationRepository, type DemoClaim, type DemoPreparationRow } from './demo-preparation.repository.js';
import type { DemoSeedReport } from './demo-seed-report.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DemoService } from './demo.service.js';

/** Why the preparation is asked for: an opening of the demo, a page watching its progress, the 'try again' button. */
export type PreparationTrigger = 'open' | 'watch' | 'retry';

const WAIT_POLL_MS = 2000;

class LeaseLostError extends Error {
  constructor() {
    super('Another process took the demo seed over.');
  }
}

/**
 * The investor demo is seeded on first use: the first opening of an empty demo starts the seed in
 * the background and the demo page shows its progress until it is ready. Seeding at every start
 * when empty was not chosen: six Lighthouse audits and their proofs keep both cores of a small
 * machine busy for minutes, on each newcomer's first `npm start`, for a page most never open.
 *
 * Once across processes and replicas: the seed is claimed in one conditional write of
 * `core_demo_preparation` and held by a lease that a timer renews. A process that dies stops
 * renewing; the next opening (or a page watching the progress) takes it over, from a fresh demo
 * workspace, since the dead process may have left an audit half done.
 */
@Injectable()
export class DemoPreparationService implements OnApplicationShutdown {
  /** How long a claim holds without renewal, and how often its holder renews it. */
  leaseMs = 60_000;
  renewEveryMs = 15_000;
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  private current: { promise: Promise<DemoSeedReport | null>; abort: AbortController } | null = null;

  constructor(
    private readonly demo: DemoService,
    private readonly seeder: DemoSeedService,
    private readonly preparations: DemoPreparationRepository,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly analyses?: AnalysisPort,
  ) {}

  /** Without the analysis plugin there is nothing to audit; DEMO_SEED_ON_FIRST_USE=false leaves it to `npm run seed:demo`. */
  private get seedsOnFirstUse(): boolean {
    return this.config.DEMO_SEED_ON_FIRST_USE && this.analyses !== undefined;
  }

  /**
   * Where the demo stands, starting its seed in the background when nobody holds it: on an
   * opening or a retry when it is not ready, and for a watching page when its holder died. A
   * failed seed starts again on a new opening or the retry button, never by itself. When it starts
   * over from a fresh workspace, that workspace exists when this returns (open the session after).
   */
  async ensure(trigger: PreparationTrigger): Promise<DemoPreparationView> {
    const workspaceId = await this.demoWorkspaceId();
    if (this.seedsOnFirstUse && !(await this.readyOrRecorded(workspaceId)) && !this.current) {
      const claim = await this.preparations.claim(workspaceId, this.holder, this.leaseMs, { retryFailed: trigger !== 'watch' });
      if (claim) await this.start(claim, leftoversOf(claim, workspaceId), () => undefined);
    }
    return this.status();
  }

  /** `npm run seed:demo`: seeds in this process, or waits for the process that holds the seed; `reset` starts over. */
  async prepareNow(options: { reset?: boolean; onProgress?: (line: string) => void } = {}): Promise<DemoSeedReport> {
    const write = options.onProgress ?? (() => undefined);
    for (let waiting = false; ;) {
      const workspaceId = await this.demoWorkspaceId();
      if (!options.reset && (await this.readyOrRecorded(workspaceId))) return { workspaceId, skipped: true, analyses: [], sharedReports: [] };
      const claim = await this.preparations.claim(workspaceId, this.holder, this.leaseMs, { retryFailed: true, force: options.reset });
      if (claim) {
        const report = await (await this.start(claim, options.reset === true || leftoversOf(claim, workspaceId), write)).promise;
        if (!report) throw new Error((await this.preparations.read())?.error ?? 'The demo seed stopped.');
        return report;
      }
      if (!waiting) write('Another process is preparing the demo; waiting for it…');
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** The demo's state as its page shows it, without starting anything. */
  async status(): Promise<DemoPreparationView> {
    const row = await this.preparations.read();
    const view = viewOf(row, await this.demoWorkspaceId());
    // Nothing seeds it on its own here: the demo shows what its workspace holds, unless `npm run seed:demo` is at it.
    if (!this.seedsOnFirstUse && !(row?.state === 'running' && !row.stale)) return { ...view, state: 'ready', progress: null, error: null };
    return view;
  }

  /**
   * Stops a seed in flight and lets go of its lease, so the next start takes it over at once. An
   * audit in flight is not waited for (it may take minutes): the next attempt starts afresh anyway.
   */
  async onApplicationShutdown(): Promise<void> {
    const current = this.current;
    if (!current) return;
    current.abort.abort(new Error('The server is stopping.'));
    await this.preparations.release(this.holder).catch(() => undefined);
    await Promise.race([current.promise, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  private async demoWorkspaceId(): Promise<string> {
    const account = await this.demo.demoAccount();
    if (!account) throw new Error('The demo workspace could not be created.');
    return account.workspaceId;
  }

  /** Ready for this workspace, or seeded by `npm run seed:demo` before the preparation was recorded (then recorded now). */
  private async readyOrRecorded(workspaceId: string): Promise<boolean> {
    const row = await this.preparations.read();
    if (isReady(row, workspaceId)) return true;
    if (row || !this.analyses || (await this.analyses.listCompleted(workspaceId, 1)).length === 0) return false;
    await this.preparations.markSeeded(workspaceId);
    return isReady(await this.preparations.read(), workspaceId);
  }

  /** Starts over from an empty workspace when asked (awaited), then seeds in the background. */
  private async start(claim: DemoClaim, fresh: boolean, write: (line: string) => void): Promise<{ promise: Promise<DemoSeedReport | null> }> {
    const abort = new AbortController();
    const renew = async (changes: { progress?: DemoSeedProgress; workspaceId?: string } = {}) => {
      abort.signal.throwIfAborted();
      if (!(await this.preparations.renew(this.holder, this.leaseMs, changes))) {
        abort.abort(new LeaseLostError());
        throw new LeaseLostError();
      }
    };
    const timer = setInterval(() => void renew().catch(() => undefined), this.renewEveryMs);
    timer.unref();
    this.logger.info({ attempt: claim.attempt, fresh }, 'preparing the investor demo');
    const emptied = (async () => {
      if (!fresh) return;
      await this.demo.deleteDemoWorkspace();
      write('Deleted the demo workspace and its data.');
      await renew({ workspaceId: await this.demoWorkspaceId() });
    })();
    const promise = emptied
      .then(() => this.seed(renew, abort, write))
      .catch((error: unknown) => this.failed(error, abort))
      .finally(() => {
        clearInterval(timer);
        this.current = null;
      });
    this.current = { promise, abort };
    // The fresh workspace exists (or its creation failed, which `promise` records) before the caller opens a session.
    await emptied.catch(() => undefined);
    return { promise };
  }

  private async seed(
    renew: (changes: { progress: DemoSeedProgress }) => Promise<void>,
    abort: AbortController,
    write: (line: string) => void,
  ): Promise<DemoSeedReport> {
    const report = await this.seeder.seed({ onProgress: write, onStep: (progress) => renew({ progress }), signal: abort.signal });
    if (!(await this.preparations.finish(this.holder, report.workspaceId))) throw new LeaseLostError();
    this.logger.info({ analyses: report.analyses.length }, 'the investor demo is ready');
    return report;
  }

  private async failed(error: unknown, abort: AbortController): Promise<null> {
    const reason = abort.signal.aborted ? abort.signal.reason : error;
    if (reason instanceof LeaseLostError) {
      this.logger.warn('another process took the investor demo seed over; this one stops');
    } else if (!abort.signal.aborted) {
      this.logger.error({ err: error }, 'the investor demo could not be prepared');
      await this.preparations.fail(this.holder, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
    return null;
  }
}

/** An earlier attempt on this workspace (a process that died, a failure) may have left audits behind: start from an empty demo. */
function leftoversOf(claim: DemoClaim, workspaceId: string): boolean {
  return claim.previousWorkspaceId === workspaceId && (claim.previousState === 'running' || claim.previousState === 'failed');
}

function isReady(row: DemoPreparationRow | null, workspaceId: string): boolean {
  return row?.state === 'ready' && row.workspace_id === workspaceId;
}

function viewOf(row: DemoPreparationRow | null, workspaceId: string): DemoPreparationView {
  const startedAt = row ? new Date(row.started_at).toISOString() : null;
  if (isReady(row, workspaceId)) return { state: 'ready', progress: null, error: null, startedAt };
  if (row?.state === 'failed') return { state: 'failed', progress: null, error: row.error, startedAt };
  const progress = row?.state === 'running' && row.progress.phase ? (row.progress as DemoSeedProgress) : null;
  return { state: 'preparing', progress, error: null, startedAt };
}
