import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntitlementsPort, JobQueue } from '@otimiza/sdk/server';
import { WHITE_LABEL_FEATURE, whiteLabelManifest } from '@otimiza/plugin-white-label-shared';
import { DomainClaims } from '../domain/domain-claims.js';
import { dnsCheckJob } from './dns-check.job.js';
import { DomainChecker } from './domain-checker.js';

/**
 * Runs the periodic DNS checks (`white-label.dns-check`) queued by the scheduler. It runs after use
 * too (the host would skip it): a plan that no longer includes white-label lets the address go,
 * even when no planChanged event told the plugin; a workspace that switched the plugin off is left
 * as it is, unchecked.
 */
@Injectable()
export class DnsCheckProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly checker: DomainChecker,
    private readonly claims: DomainClaims,
    private readonly entitlements: EntitlementsPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(dnsCheckJob, (payload) => this.run(payload.workspaceId, payload.host), { concurrency: 4, afterUse: true });
  }

  async run(workspaceId: string, host: string): Promise<void> {
    if (!(await this.entitlements.featuresOf(workspaceId)).has(WHITE_LABEL_FEATURE)) return this.claims.release(workspaceId, host);
    if (!(await this.entitlements.pluginInUse(workspaceId, whiteLabelManifest.id))) return;
    // A look-up that could not be made is recorded and tried again soon: the job itself succeeded.
    await this.checker.check(workspaceId, host);
  }
}
