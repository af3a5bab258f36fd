import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import type { DnsStatus } from '@otimiza/plugin-white-label-shared';
import { DomainClaims, hasLapsed } from '../domain/domain-claims.js';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';
import { PlatformHost } from '../domain/platform-host.js';
import { whiteLabelSettings } from '../white-label.settings.js';
import { checkDns, type DnsCheckResult } from './dns-check.js';
import { DnsLookup } from './dns-lookup.js';

const MINUTE_MS = 60_000;

/** What became of a claim at its check: looked up (or the DNS could not be asked), or released, or not there any more. */
export type ClaimCheck = DnsCheckResult | { outcome: 'released' } | { outcome: 'gone' };

/**
 * Checks a workspace's claim of an address in DNS now and records what it found, with the time of
 * the next check: an active domain after WHITE_LABEL_DNS_RECHECK_MINUTES, one that is not active
 * yet (or whose look-up failed) after a tenth of that, so that a record just created counts soon.
 * A claim not proved yet is looked up with its TXT record, and proved (DomainClaims) once it holds
 * the workspace's token; one that lapsed, or whose address is the platform's, is released.
 */
@Injectable()
export class DomainChecker {
  private readonly recheckMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly dns: DnsLookup,
    private readonly platform: PlatformHost,
    private readonly claims: DomainClaims,
    settings: SettingsPort,
  ) {
    this.recheckMs = pluginSettings(settings, whiteLabelSettings).WHITE_LABEL_DNS_RECHECK_MINUTES * MINUTE_MS;
  }

  /** Looks `host` up and stores the result on the workspace's claim, if its address is still `host`. */
  async check(workspaceId: string, host: string): Promise<ClaimCheck> {
    const em = forWorkspace(this.em, workspaceId);
    const claim = await em.findOne(WhiteLabelDomainSchema, { workspace: workspaceId, host }, { fields: ['verificationToken', 'verifiedAt', 'expiresAt'] });
    if (!claim) return { outcome: 'gone' };
    // A claim made before addresses under the platform's domain were refused, or one that lapsed.
    if (this.platform.isOwnHost(host) || hasLapsed(claim)) {
      await this.claims.release(workspaceId, host);
      return { outcome: 'released' };
    }

    const result = await checkDns(this.dns, host, this.platform.name, claim.verifiedAt ? null : claim.verificationToken);
    const now = new Date();
    const soon = new Date(now.getTime() + Math.max(MINUTE_MS, this.recheckMs / 10));
    if (result.outcome === 'unavailable') {
      // The DNS could not be asked: the status stays what the last answer said.
      await em.nativeUpdate(WhiteLabelDomainSchema, { workspace: workspaceId, host }, { lastError: result.code, checkedAt: now, nextCheckAt: soon });
      return result;
    }
    let verified = claim.verifiedAt !== null;
    if (!verified && result.tokenFound) {
      verified = await this.claims.prove(workspaceId, host);
      if (!verified) return { outcome: 'gone' };
    }
    const status: DnsStatus = result.routing === 'points_here' ? (verified ? 'active' : 'unverified') : result.routing;
    await em.nativeUpdate(
      WhiteLabelDomainSchema,
      { workspace: workspaceId, host },
      {
        status,
        foundTarget: result.foundTarget,
        lastError: null,
        checkedAt: now,
        nextCheckAt: status === 'active' ? new Date(now.getTime() + this.recheckMs) : soon,
      },
    );
    return result;
  }
}
