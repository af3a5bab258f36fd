import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntitlementsPort, JobQueue } from '@otimiza/sdk/server';
import { WHITE_LABEL_FEATURE } from '@otimiza/plugin-white-label-shared';
import { DomainClaims } from '../domain/domain-claims.js';
import { dnsCheckJob } from './dns-check.job.js';
import { DomainChecker } from './domain-checker.js';

/** Runs the periodic DNS checks (`white-label.dns-check`) queued by the scheduler. */
@Injectable()
export class DnsCheckProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly checker: DomainChecker,
    private readonly claims: DomainClaims,
    private readonly entitlements: EntitlementsPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(dnsCheckJob, (payload) => this.run(payload.workspaceId, payload.host), { concurrency: 4 });
  }

  async run(workspaceId: string, host: string): Promise<void> {
    // A plan that no longer includes white-label lets the address go (a change no planChanged event told, too).
    if (!(await this.entitlements.featuresOf(workspaceId)).has(WHITE_LABEL_FEATURE)) return this.claims.release(workspaceId, host);
    // A look-up that could not be made is recorded and tried again soon: the job itself succeeded.
    await this.checker.check(workspaceId, host);
  }
}
