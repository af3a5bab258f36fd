import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ApiError, RateLimitPort, acrossWorkspaces, forWorkspace, rateLimitError, type AuthContext } from '@otimiza/sdk/server';
import { hostOf, type DomainSettings, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import type { Language } from '@otimiza/sdk/shared';
import { DomainChecker } from '../dns/domain-checker.js';
import { domainFieldError, domainMessages } from './domain-messages.js';
import { toDomainView } from './domain-view.js';
import { PlatformHost } from './platform-host.js';
import { WhiteLabelDomainSchema } from './white-label-domain.entity.js';

/** DNS look-ups a workspace may start by saving or checking, per minute. */
const CHECKS_PER_MINUTE = 10;

/**
 * A workspace's white-label domain: saved (its address unique across workspaces, never the
 * platform's own), then checked in DNS at once; checked again on demand and by the scheduler.
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

  /** Saves the domain; a new address starts `pending` and is checked right away. */
  async save(auth: AuthContext, input: DomainSettings, language: Language): Promise<DomainSettingsView> {
    const host = hostOf(input);
    if (this.platform.isOwnHost(host)) throw domainFieldError(input.subdomain ? 'subdomain' : 'domain', 'white-label.hostIsPlatform');
    // Whose the address is, whatever workspace asks: the one read that looks at other workspaces' domains.
    const holder = await this.em.fork().findOne(WhiteLabelDomainSchema, { host }, { ...acrossWorkspaces, fields: ['workspace'] });
    if (holder && holder.workspace.id !== auth.workspaceId) throw domainFieldError('domain', 'white-label.hostTaken');
    await this.limitChecks(auth);

    const em = forWorkspace(this.em, auth.workspaceId);
    const current = await em.findOne(WhiteLabelDomainSchema, { workspace: auth.workspaceId });
    try {
      if (current?.host === host) {
        await em.nativeUpdate(
          WhiteLabelDomainSchema,
          { workspace: auth.workspaceId },
          { domain: input.domain, subdomain: input.subdomain, updatedAt: new Date() },
        );
      } else {
        // A new address: what was found for the old one says nothing about it.
        const fresh = {
          domain: input.domain,
          subdomain: input.subdomain,
          host,
          status: 'pending' as const,
          foundTarget: null,
          checkedAt: null,
          lastError: null,
        };
        await em
          .createQueryBuilder(WhiteLabelDomainSchema)
          .insert({ workspace: auth.workspaceId, ...fresh, nextCheckAt: new Date() })
          .onConflict('workspace')
          .merge({ ...fresh, nextCheckAt: new Date(), updatedAt: new Date() })
          .execute();
      }
    } catch (error) {
      // Another workspace saved the same address between the read above and this write.
      if (error instanceof UniqueConstraintViolationException) throw domainFieldError('domain', 'white-label.hostTaken');
      throw error;
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

  /** Forgets the domain: the brand is no longer served under it. */
  async remove(auth: AuthContext, language: Language): Promise<DomainSettingsView> {
    await forWorkspace(this.em, auth.workspaceId).nativeDelete(WhiteLabelDomainSchema, { workspace: auth.workspaceId });
    return this.get(auth, language);
  }

  private find(workspaceId: string) {
    return forWorkspace(this.em, workspaceId).findOne(WhiteLabelDomainSchema, { workspace: workspaceId });
  }

  private async limitChecks(auth: AuthContext): Promise<void> {
    const decision = await this.rateLimits.consume(`white-label:dns-check:${auth.workspaceId}`, { points: CHECKS_PER_MINUTE, windowSeconds: 60 });
    if (!decision.allowed) throw rateLimitError(decision, domainMessages.tooManyChecks);
  }
}
