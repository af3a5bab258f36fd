import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, RateLimitPort, forWorkspace, rateLimitError, type AuthContext } from '@otimiza/sdk/server';
import { hostOf, type DomainSettings, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import type { Language } from '@otimiza/sdk/shared';
import { DomainChecker } from '../dns/domain-checker.js';
import { canonicalHost } from './canonical-host.js';
import { claimExpiry, hasLapsed } from './domain-claims.js';
import { domainFieldError, domainMessages } from './domain-messages.js';
import { toDomainView } from './domain-view.js';
import { PlatformHost } from './platform-host.js';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';

/** DNS look-ups a workspace may start by saving or checking, per minute. */
const CHECKS_PER_MINUTE = 10;

/**
 * A workspace's claim of a white-label address: saved (never an address under the platform's own
 * domain), then checked in DNS at once; checked again on demand and by the scheduler. Another
 * workspace's claim of the same address does not stop it: the TXT record decides (DomainClaims).
 */
@Injectable()
export class DomainService {
  constructor(
    private readonly em: EntityManager,
    private readonly platform: PlatformHost,
    private readonly checker: DomainChecker,
    private readonly rateLimits: RateLimitPort,
  ) {}

  async get(auth: AuthContext, language: Language): Promise<DomainSettingsView> {
    return toDomainView(await this.find(auth.workspaceId), this.platform, language);
  }

  /** Saves the claim; a new address starts `pending`, to be proved within DOMAIN_CLAIM_DAYS, and is checked right away. */
  async save(auth: AuthContext, input: DomainSettings, language: Language): Promise<DomainSettingsView> {
    // The schema's form already; Node's IDNA makes sure every address is compared in the same one.
    const host = canonicalHost(hostOf(input));
    if (!host) throw domainFieldError('domain', 'white-label.domainInvalid');
    if (this.platform.isOwnHost(host)) throw domainFieldError(input.subdomain ? 'subdomain' : 'domain', 'white-label.hostIsPlatform');
    await this.limitChecks(auth);

    const em = forWorkspace(this.em, auth.workspaceId);
    const current = await this.find(auth.workspaceId);
    const now = new Date();
    if (current?.host === host) {
      await em.nativeUpdate(WhiteLabelDomainSchema, { workspace: auth.workspaceId }, { domain: input.domain, subdomain: input.subdomain, updatedAt: now });
    } else {
      // A new claim: what was found or proved for the old address says nothing about this one. The token stays the workspace's.
      const fresh = {
        domain: input.domain,
        subdomain: input.subdomain,
        host,
        status: 'pending' as const,
        verifiedAt: null,
        expiresAt: claimExpiry(now),
        foundTarget: null,
        checkedAt: null,
        lastError: null,
        nextCheckAt: now,
      };
      await em
        .createQueryBuilder(WhiteLabelDomainSchema)
        .insert({ workspace: auth.workspaceId, ...fresh })
        .onConflict('workspace')
        .merge({ ...fresh, updatedAt: now })
        .execute();
    }
    await this.checker.check(auth.workspaceId, host);
    return this.get(auth, language);
  }

  /** Looks the saved domain up in DNS now. */
  async checkNow(auth: AuthContext, language: Language): Promise<DomainSettingsView> {
    const domain = await this.find(auth.workspaceId);
    if (!domain) throw new ApiError('NOT_FOUND', 404, domainMessages.notConfigured);
    await this.limitChecks(auth);
    await this.checker.check(auth.workspaceId, domain.host);
    return this.get(auth, language);
  }

  /** Forgets the domain: the brand is no longer served under it, and whoever proves it next may have it. */
  async remove(auth: AuthContext, language: Language): Promise<DomainSettingsView> {
    await forWorkspace(this.em, auth.workspaceId).nativeDelete(WhiteLabelDomainSchema, { workspace: auth.workspaceId });
    return this.get(auth, language);
  }

  /** The workspace's claim, unless it lapsed (the scheduler's next check releases it). */
  private async find(workspaceId: string) {
    const claim = await forWorkspace(this.em, workspaceId).findOne(WhiteLabelDomainSchema, { workspace: workspaceId });
    return claim && !hasLapsed(claim) ? claim : null;
  }

  private async limitChecks(auth: AuthContext): Promise<void> {
    const decision = await this.rateLimits.consume(`white-label:dns-check:${auth.workspaceId}`, { points: CHECKS_PER_MINUTE, windowSeconds: 60 });
    if (!decision.allowed) throw rateLimitError(decision, domainMessages.tooManyChecks);
  }
}
