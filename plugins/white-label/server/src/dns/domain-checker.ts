import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import { WhiteLabelDomainSchema } from '../domain/white-label-domain.entity.js';
import { PlatformHost } from '../domain/platform-host.js';
import { whiteLabelSettings } from '../white-label.settings.js';
import { checkDns, type DnsCheckResult } from './dns-check.js';
import { DnsLookup } from './dns-lookup.js';

const MINUTE_MS = 60_000;

/**
 * Checks a workspace's domain in DNS now and records what it found, with the time of the next
 * check: an active domain after WHITE_LABEL_DNS_RECHECK_MINUTES, one that is not active yet (or
 * whose look-up failed) after a tenth of that, so that a CNAME just created turns active soon.
 */
@Injectable()
export class DomainChecker {
  private readonly recheckMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly dns: DnsLookup,
    private readonly platform: PlatformHost,
    settings: SettingsPort,
  ) {
    this.recheckMs = pluginSettings(settings, whiteLabelSettings).WHITE_LABEL_DNS_RECHECK_MINUTES * MINUTE_MS;
  }

  /** Looks `host` up and stores the result on the workspace's domain, if its address is still `host`. */
  async check(workspaceId: string, host: string): Promise<DnsCheckResult> {
    const result = await checkDns(this.dns, host, this.platform.name);
    const now = new Date();
    const soon = new Date(now.getTime() + Math.max(MINUTE_MS, this.recheckMs / 10));
    const changes =
      result.outcome === 'checked'
        ? {
            status: result.status,
            foundTarget: result.foundTarget,
            lastError: null,
            checkedAt: now,
            nextCheckAt: result.status === 'active' ? new Date(now.getTime() + this.recheckMs) : soon,
          }
        : // The DNS could not be asked: the status stays what the last answer said.
          { lastError: result.code, checkedAt: now, nextCheckAt: soon };
    await forWorkspace(this.em, workspaceId).nativeUpdate(WhiteLabelDomainSchema, { workspace: workspaceId, host }, changes);
    return result;
  }

  /** A domain whose workspace's plan no longer includes white-label: not looked up, asked about again at the usual pace. */
  async postpone(workspaceId: string, host: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(
      WhiteLabelDomainSchema,
      { workspace: workspaceId, host },
      { nextCheckAt: new Date(Date.now() + this.recheckMs) },
    );
  }
}
