import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, claimDue, JobQueue } from '@otimiza/sdk/server';
import { JobRuns } from '../system/job-runs.js';
import { BiModelSchema } from '../data/bi-model.entity.js';
import { RETRAIN_EVERY_MS } from './model-catalogue.js';
import { MODEL_RETRAIN_ATTEMPTS, modelRetrainJob, retrainJobId } from './model-retrain.job.js';
import { ModelsService } from './models.service.js';

const TICK_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Retrains every model daily: each replica looks for due models every 10 minutes, claims one by
 * moving its next retrain a day forward in one conditional UPDATE (where it is still due at that
 * time), and queues a `bi.model-retrain` job whose id names the model and the due time. The job's
 * outcome is recorded for the system-health card.
 */
@Injectable()
export class ModelRetrainScheduler extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly models: ModelsService,
    private readonly runs: JobRuns,
  ) {
    super(TICK_MS);
  }

  override onModuleInit(): void {
    this.jobs.process(modelRetrainJob, async ({ workspaceId, kind, modelId, dueAt }, context) =>
      this.runs.track(
        workspaceId,
        modelRetrainJob.name,
        context.attempt >= MODEL_RETRAIN_ATTEMPTS,
        () => this.models.retrain(workspaceId, [kind]),
        modelId ? retrainJobId(modelId, dueAt) : null,
      ),
    );
    super.onModuleInit();
  }

  /** Queues the retrains that are due; answers the ids of the models this replica claimed. */
  async tick(now = new Date()): Promise<string[]> {
    const claimed: string[] = [];
    const due = claimDue(this.em.fork(), BiModelSchema, {
      where: { nextRetrainAt: { $lte: now } },
      options: { fields: ['workspace', 'kind', 'nextRetrainAt'], orderBy: { nextRetrainAt: 'asc', id: 'asc' }, limit: BATCH },
      claim: (model) => ({ where: { id: model.id, nextRetrainAt: model.nextRetrainAt }, set: { nextRetrainAt: new Date(now.getTime() + RETRAIN_EVERY_MS) } }),
    });
    for await (const model of due) {
      const dueAt = model.nextRetrainAt!;
      const jobId = retrainJobId(model.id, dueAt.getTime());
      await this.runs.enqueue(
        modelRetrainJob,
        { workspaceId: model.workspace.id, kind: model.kind, modelId: model.id, dueAt: dueAt.getTime() },
        { jobId, workspaceId: model.workspace.id, attempts: MODEL_RETRAIN_ATTEMPTS },
      );
      claimed.push(model.id);
    }
    return claimed;
  }
}
