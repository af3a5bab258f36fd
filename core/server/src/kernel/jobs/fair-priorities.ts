import type { Redis } from 'ioredis';

/** BullMQ's highest priority number (the lowest priority). */
const LOWEST_PRIORITY = 2_097_151;
/** A job that never started (removed by hand, lost with Redis' data) stops counting against its workspace after this long. */
const MEMBER_TTL_MS = 24 * 3600_000;

/**
 * Counts the job in its workspace's waiting set unless BullMQ already holds a job of that id (an
 * idempotent enqueue adds nothing), drops members past their time, and answers the set's size.
 * KEYS: the workspace's set, the job's BullMQ hash; ARGV: job id, now (ms), member TTL (ms).
 */
const takeTurnScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
if redis.call('EXISTS', KEYS[2]) == 0 then redis.call('ZADD', KEYS[1], 'NX', ARGV[2], ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])
`;

/**
 * Fair turns on open-source BullMQ (which has no groups): a job queued for a workspace gets as its
 * priority the number of that workspace's jobs of the queue still waiting, itself included. The
 * first waiting job of every workspace has priority 1 and runs before the 2nd…nth of a workspace
 * that queued a burst (BullMQ runs lower numbers first, first come first served among equals), so
 * the burst delays another workspace's job by at most one job, across every worker process. The
 * waiting jobs are a sorted set per queue and workspace; a worker takes its job out when it starts.
 */
export class FairPriorities {
  constructor(private readonly prefix: string) {}

  /** The job's name in BullMQ, carrying its workspace to the worker. */
  static jobName(name: string, workspaceId: string | undefined): string {
    return workspaceId ? `${name}@${workspaceId}` : name;
  }

  /** The workspace a BullMQ job's name carries, if any. */
  static workspaceOf(bullName: string): string | undefined {
    const at = bullName.indexOf('@');
    return at < 0 ? undefined : bullName.slice(at + 1);
  }

  /** `jobKey`: the key of the job's hash in BullMQ. */
  async priority(connection: Redis, jobKey: string, queue: string, workspaceId: string, jobId: string): Promise<number> {
    const waiting = await connection.eval(takeTurnScript, 2, this.key(queue, workspaceId), jobKey, jobId, Date.now(), MEMBER_TTL_MS);
    return Math.min(Math.max(Number(waiting), 1), LOWEST_PRIORITY);
  }

  /** The job started, or was never queued: it no longer waits. */
  async leave(connection: Redis, queue: string, workspaceId: string, jobId: string): Promise<void> {
    await connection.zrem(this.key(queue, workspaceId), jobId);
  }

  private key(queue: string, workspaceId: string): string {
    return `${this.prefix}:fair:${queue}:${workspaceId}`;
  }
}
