import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { acrossWorkspaces, forWorkspace } from '@otimiza/sdk/server';
import { DOMAIN_CLAIM_DAYS } from '@otimiza/plugin-white-label-shared';
import { WhiteLabelDomainSchema, type WhiteLabelDomain } from '../data/white-label-domain.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** When a claim made at `now` lapses if its domain is not proved by then. */
export const claimExpiry = (now: Date) => new Date(now.getTime() + DOMAIN_CLAIM_DAYS * DAY_MS);

/** A claim not proved whose time is up: it no longer counts, and the next check releases it. */
export const hasLapsed = (claim: Pick<WhiteLabelDomain, 'verifiedAt' | 'expiresAt'>, now = new Date()) =>
  !claim.verifiedAt && claim.expiresAt != null && claim.expiresAt.getTime() <= now.getTime();

/**
 * Who holds an address. Any number of workspaces may claim it; the first whose TXT record proves
 * the domain keeps it, and every other claim of it — pending or proved earlier — is dropped, as
 * Vercel does when a domain's owner proves it from another account.
 */
@Injectable()
export class DomainClaims {
  constructor(private readonly em: EntityManager) {}

  /**
   * Marks `workspaceId`'s claim of `host` proved and drops the other claims of it. False when the
   * claim is no longer there: another workspace proved the domain first, or it was changed.
   */
  prove(workspaceId: string, host: string): Promise<boolean> {
    // Claims of one address belong to several workspaces: this transaction is the one write that crosses them.
    return this.em.fork().transactional(async (tx) => {
      // Every claim of the address, locked in one order: workspaces proving it at the same time take turns.
      const claims = await tx.find(
        WhiteLabelDomainSchema,
        { host },
        { ...acrossWorkspaces, fields: ['workspace'], orderBy: { workspace: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!claims.some((claim) => claim.workspace.id === workspaceId)) return false;
      await tx.nativeDelete(WhiteLabelDomainSchema, { host, workspace: { $ne: workspaceId } }, acrossWorkspaces);
      await tx.nativeUpdate(
        WhiteLabelDomainSchema,
        { workspace: workspaceId, host },
        { verifiedAt: new Date(), expiresAt: null, updatedAt: new Date() },
        acrossWorkspaces,
      );
      return true;
    });
  }

  /** Lets the workspace's address go (its claim lapsed, its plan lost white-label, or it is the platform's). */
  async release(workspaceId: string, host?: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeDelete(WhiteLabelDomainSchema, { workspace: workspaceId, ...(host ? { host } : {}) });
  }
}
