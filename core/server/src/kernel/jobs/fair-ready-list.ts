/**
 * The inline driver's ready jobs of one processor, taken in turns across workspaces: jobs without
 * a workspace first (as BullMQ runs jobs without a priority first), then one job of each workspace
 * that has some, round-robin, each workspace's own in the order they came. A workspace's burst
 * thus delays another workspace's job by at most one job.
 */
export class FairReadyList<Job> {
  private readonly unowned: Job[] = [];
  private readonly byWorkspace = new Map<string, Job[]>();
  /** Workspaces with ready jobs, the next to be served first. */
  private readonly turns: string[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(job: Job, workspaceId: string | undefined): void {
    this.count += 1;
    if (workspaceId === undefined) return void this.unowned.push(job);
    const waiting = this.byWorkspace.get(workspaceId);
    if (waiting) return void waiting.push(job);
    this.byWorkspace.set(workspaceId, [job]);
    this.turns.push(workspaceId);
  }

  shift(): Job | undefined {
    if (this.unowned.length > 0) {
      this.count -= 1;
      return this.unowned.shift();
    }
    const workspaceId = this.turns.shift();
    if (workspaceId === undefined) return undefined;
    const waiting = this.byWorkspace.get(workspaceId)!;
    const job = waiting.shift()!;
    if (waiting.length > 0) this.turns.push(workspaceId);
    else this.byWorkspace.delete(workspaceId);
    this.count -= 1;
    return job;
  }
}
