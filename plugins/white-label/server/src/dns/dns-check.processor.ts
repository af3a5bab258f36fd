import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '@otimiza/sdk/server';
import { dnsCheckJob } from './dns-check.job.js';
import { DomainChecker } from './domain-checker.js';

/**
 * Runs the periodic DNS checks (`white-label.dns-check`) queued by the scheduler. The host runs the
 * job only for a workspace that uses white-label (plan and switch); a plan that lost it has its
 * address let go by the planChanged subscriber (domain-release.subscriber.ts).
 */
@Injectable()
export class DnsCheckProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly checker: DomainChecker,
  ) {}

  onModuleInit(): void {
    this.jobs.process(dnsCheckJob, (payload) => this.run(payload.workspaceId, payload.host), { concurrency: 4 });
  }

  async run(workspaceId: string, host: string): Promise<void> {
    // A look-up that could not be made is recorded and tried again soon: the job itself succeeded.
    await this.checker.check(workspaceId, host);
  }
}
