import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDeletionBlock } from '@otimiza/sdk/shared';
import { coreSql } from '../../kernel/index.js';

export interface AccountDeletionPlan {
  blockedBy: AccountDeletionBlock | null;
  /** Workspaces the user is the only owner of, with no other member: they go with the account. */
  workspacesToDelete: string[];
}

/**
 * What deleting an account removes. A workspace the user owns alone goes with it; where other
 * owners remain only the membership goes. The demo's user cannot be deleted, and neither can
 * the only owner of a workspace that has other members (they would be left without an owner).
 */
@Injectable()
export class AccountDeletionPlanner {
  constructor(private readonly em: EntityManager) {}

  async plan(userId: string): Promise<AccountDeletionPlan> {
    const memberships = await coreSql(this.em)
      .selectFrom('core_membership as m')
      .innerJoin('core_workspace as w', 'w.id', 'm.workspace_id')
      .select(['m.workspace_id', 'm.role', 'w.is_demo'])
      .select((eb) => [
        eb
          .selectFrom('core_membership as o')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('o.workspace_id', '=', 'm.workspace_id')
          .whereRef('o.user_id', '<>', 'm.user_id')
          .where('o.role', '=', 'owner')
          .as('other_owners'),
        eb
          .selectFrom('core_membership as o')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('o.workspace_id', '=', 'm.workspace_id')
          .whereRef('o.user_id', '<>', 'm.user_id')
          .as('other_members'),
      ])
      .where('m.user_id', '=', userId)
      .execute();
    if (memberships.some((membership) => membership.is_demo)) return { blockedBy: 'demo', workspacesToDelete: [] };
    const soleOwned = memberships.filter((membership) => membership.role === 'owner' && Number(membership.other_owners) === 0);
    if (soleOwned.some((membership) => Number(membership.other_members) > 0)) return { blockedBy: 'members-without-owner', workspacesToDelete: [] };
    return { blockedBy: null, workspacesToDelete: soleOwned.map((membership) => membership.workspace_id) };
  }
}
