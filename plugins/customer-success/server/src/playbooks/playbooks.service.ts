import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { forWorkspace, JobQueue, RateLimitPort, rateLimitError, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import type { createPlaybookSchema, PlaybookExecutionList, PlaybookExecutionView, PlaybookList, PlaybookView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { customerChurned, customerNotFound, playbookAlreadyRunning, playbookDisabled, playbookNotFound, tooManyPlaybookRuns } from '../data/cs-errors.js';
import { csSql } from '../common/cs-sql.js';
import { WorkspaceMembers } from '../common/workspace-members.js';
import { CustomerSchema } from '../data/customer.entity.js';
import { HealthService } from '../health/health.service.js';
import { builtInByKey, builtInPlaybooks } from './built-in-playbooks.js';
import { playbookMetrics, type ScorePoint } from './playbook-metrics.js';
import { PlaybookExecutionSchema, type PlaybookExecution } from '../data/playbook-execution.entity.js';
import { playbookRunJob } from './playbook-run.job.js';
import { PlaybookSchema, type Playbook } from '../data/playbook.entity.js';

type NewPlaybook = z.output<typeof createPlaybookSchema>;

/** Playbook runs a workspace may ask for by hand in a minute (each refreshes the client's health first); more answer 429. */
export const PLAYBOOK_RUN_NOW_RULE = { points: 30, windowSeconds: 60 };

/**
 * Playbooks of its own a workspace may keep (the built-in ones come on top): the list is read whole, with
 * every execution. Only its own count: a deleted built-in one is made again at the next read.
 */
export const MAX_OWN_PLAYBOOKS = 100;

const ownPlaybooksCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'customer-success:playbooks',
  limit: MAX_OWN_PLAYBOOKS,
  items: { pt: { one: 'um deles', many: 'playbooks próprios' }, en: { one: 'one of them', many: 'playbooks of your own' } },
  count: (tx) => tx.count(PlaybookSchema, { builtIn: null }),
});

/**
 * Playbooks: the built-in ones made for the workspace at first use, its own, their
 * figures from their executions, and a run for a client queued as a job (one at a time per
 * playbook and client).
 */
@Injectable()
export class PlaybooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly members: WorkspaceMembers,
    private readonly health: HealthService,
    private readonly rateLimits: RateLimitPort,
  ) {}

  async list(agencyId: string, language: Language): Promise<PlaybookList> {
    await this.ensureBuiltIns(agencyId);
    const em = forWorkspace(this.em, agencyId);
    const playbooks = await em.find(PlaybookSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const executions = await em.find(PlaybookExecutionSchema, {});
    const snapshots = await this.scores(agencyId);
    const names = new Map((await this.members.of(agencyId)).map((member) => [member.userId, member.name]));
    return {
      playbooks: playbooks.map((playbook) =>
        this.view(
          playbook,
          executions.filter((execution) => execution.playbook.id === playbook.id),
          snapshots,
          names,
          language,
        ),
      ),
    };
  }

  /** Stores a playbook of the workspace's own; 409 ITEM_LIMIT when it already keeps MAX_OWN_PLAYBOOKS. */
  async create(auth: AuthContext, input: NewPlaybook, language: Language): Promise<PlaybookView> {
    const playbook = await storeWithinCap(forWorkspace(this.em, auth.workspaceId), ownPlaybooksCap(auth.workspaceId), async (tx) => {
      const created = tx.create(PlaybookSchema, { workspace: auth.workspaceId, builtIn: null, createdBy: auth.userId, ...input });
      await tx.flush();
      return created;
    });
    const names = new Map((await this.members.of(auth.workspaceId)).map((member) => [member.userId, member.name]));
    return this.view(playbook, [], [], names, language);
  }

  async setEnabled(agencyId: string, id: string, enabled: boolean, language: Language): Promise<PlaybookView> {
    const changed = await forWorkspace(this.em, agencyId).nativeUpdate(PlaybookSchema, { id }, { enabled });
    if (changed === 0) throw playbookNotFound();
    const list = await this.list(agencyId, language);
    return list.playbooks.find((playbook) => playbook.id === id)!;
  }

  async remove(agencyId: string, id: string): Promise<void> {
    const removed = await forWorkspace(this.em, agencyId).nativeDelete(PlaybookSchema, { id });
    if (removed === 0) throw playbookNotFound();
  }

  /**
   * Queues a run for the client; 409 while the playbook is off, the client left or a run of it for the client is not finished,
   * 429 beyond the workspace's PLAYBOOK_RUN_NOW_RULE.
   */
  async execute(auth: AuthContext, id: string, customerId: string, language: Language, now = new Date()): Promise<PlaybookExecutionView> {
    const decision = await this.rateLimits.consume(`cs:playbook-run-now:${auth.workspaceId}`, PLAYBOOK_RUN_NOW_RULE);
    if (!decision.allowed) throw rateLimitError(decision, tooManyPlaybookRuns);
    const em = forWorkspace(this.em, auth.workspaceId);
    const playbook = await em.findOne(PlaybookSchema, { id });
    if (!playbook) throw playbookNotFound();
    const customer = await em.findOne(CustomerSchema, { id: customerId });
    if (!customer) throw customerNotFound();
    if (!playbook.enabled) throw playbookDisabled();
    if (customer.status !== 'active') throw customerChurned();
    // The score it starts from, as of now (the measure of its success 30 days on).
    const [evaluation] = await this.health.refresh(auth.workspaceId, now, [customer.id]);
    const execution = em.create(PlaybookExecutionSchema, {
      workspace: auth.workspaceId,
      playbook: playbook.id,
      customer: customer.id,
      status: 'queued',
      steps: playbook.actions.map((action, index) => ({
        type: action.type,
        name: this.actionName(playbook, index, language),
        status: 'pending',
        detail: null,
        minutesSaved: action.minutesSaved,
      })),
      healthBefore: evaluation?.score ?? null,
      riskBefore: evaluation?.riskLevel ?? null,
      startedBy: auth.userId,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw playbookAlreadyRunning();
      throw error;
    }
    try {
      await this.jobs.enqueue(
        playbookRunJob,
        { workspaceId: auth.workspaceId, executionId: execution.id },
        { jobId: `cs-playbook-${execution.id}`, workspaceId: auth.workspaceId, attempts: 3 },
      );
    } catch (error) {
      // Nothing runs: the execution does not stay queued forever.
      await em.nativeUpdate(PlaybookExecutionSchema, { id: execution.id }, { status: 'failed', completedAt: new Date() });
      throw error;
    }
    return this.executionView(execution, playbook, customer.name, language);
  }

  async executions(agencyId: string, id: string, language: Language): Promise<PlaybookExecutionList> {
    const em = forWorkspace(this.em, agencyId);
    const playbook = await em.findOne(PlaybookSchema, { id });
    if (!playbook) throw playbookNotFound();
    const executions = await em.find(
      PlaybookExecutionSchema,
      { playbook: id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 50, populate: ['customer'] },
    );
    const snapshots = await this.scores(agencyId);
    return {
      executions: executions.map((execution) => {
        const view = this.executionView(execution, playbook, execution.customer.name, language);
        const after = snapshots
          .filter((point) => point.customerId === execution.customer.id && point.day > execution.createdAt.toISOString().slice(0, 10) && point.score !== null)
          .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
        return { ...view, healthAfter: after?.score ?? null };
      }),
    };
  }

  executionView(execution: PlaybookExecution, playbook: Playbook, customerName: string, language: Language): PlaybookExecutionView {
    return {
      id: execution.id,
      playbookId: playbook.id,
      playbookName: this.name(playbook, language),
      customerId: execution.customer.id,
      customerName,
      status: execution.status,
      // A built-in step's name in the reader's language (the stored one is the language the run started in).
      steps: execution.steps.map((step, index) => ({
        type: step.type,
        name: playbook.actions[index]?.type === step.type ? this.actionName(playbook, index, language) : step.name,
        status: step.status,
        detail: step.detail?.[language] ?? null,
      })),
      healthBefore: execution.healthBefore ?? null,
      healthAfter: null,
      startedAt: execution.createdAt.toISOString(),
      completedAt: execution.completedAt?.toISOString() ?? null,
    };
  }

  private view(
    playbook: Playbook,
    executions: readonly PlaybookExecution[],
    snapshots: readonly ScorePoint[],
    names: ReadonlyMap<string, string>,
    language: Language,
  ): PlaybookView {
    const builtIn = playbook.builtIn ? builtInByKey.get(playbook.builtIn) : undefined;
    return {
      id: playbook.id,
      name: this.name(playbook, language),
      description: builtIn ? builtIn.description[language] : playbook.description,
      category: playbook.category,
      enabled: playbook.enabled,
      builtIn: builtIn !== undefined,
      actions: playbook.actions.map((action, index) => ({ type: action.type, name: this.actionName(playbook, index, language) })),
      metrics: playbookMetrics(executions, snapshots),
      createdBy: playbook.createdBy ? (names.get(playbook.createdBy) ?? null) : null,
      lastModified: playbook.updatedAt.toISOString(),
    };
  }

  private name(playbook: Playbook, language: Language): string {
    const builtIn = playbook.builtIn ? builtInByKey.get(playbook.builtIn) : undefined;
    return builtIn ? builtIn.name[language] : playbook.name;
  }

  private actionName(playbook: Playbook, index: number, language: Language): string {
    const builtIn = playbook.builtIn ? builtInByKey.get(playbook.builtIn) : undefined;
    return builtIn?.actions[index]?.names[language] ?? playbook.actions[index]!.name;
  }

  /** Every client's snapshot scores: the executions' measure. */
  private async scores(agencyId: string): Promise<ScorePoint[]> {
    const rows = await csSql(this.em.fork())
      .selectFrom('customer_success_health_snapshot')
      .select(['customer_id', 'day', 'score'])
      .where('workspace_id', '=', agencyId)
      .execute();
    return rows.map((row) => ({ customerId: row.customer_id, day: row.day, score: row.score }));
  }

  /** The built-in playbooks, made once per workspace (concurrent first reads make each once). */
  private async ensureBuiltIns(agencyId: string): Promise<void> {
    const em = forWorkspace(this.em, agencyId);
    const existing = await em.count(PlaybookSchema, { builtIn: { $ne: null } });
    if (existing >= builtInPlaybooks.length) return;
    for (const builtIn of builtInPlaybooks) {
      await em.upsert(
        PlaybookSchema,
        {
          workspace: agencyId,
          builtIn: builtIn.key,
          name: builtIn.name.pt,
          description: builtIn.description.pt,
          category: builtIn.category,
          enabled: true,
          actions: builtIn.actions.map(({ names: _names, ...action }) => action),
          createdBy: null,
        },
        { onConflictFields: ['workspace', 'builtIn'], onConflictAction: 'ignore' },
      );
    }
  }
}
