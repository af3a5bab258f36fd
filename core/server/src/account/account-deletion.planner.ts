import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDeletionBlock } from '@otimiza/sdk/shared';

export interface AccountDeletionPlan {
  blockedBy: AccountDeletionBlock | null;
  /** Workspaces the user is the only owner of, with no other member: they go with the account. */
  workspacesToDelete: string[];
}

interface MembershipRow {
  workspace_id: string;
  role: 'owner' | 'admin' | 'member';
  is_demo: boolean;
  other_owners: number;
  other_members: number;
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
    const memberships = await this.em.getConnection().execute<MembershipRow[]>(
      `select m.workspace_id, m.role, w.is_demo,
              (select count(*)::int from core_membership o where o.workspace_id = m.workspace_id and o.user_id <> m.user_id and o.role = 'owner') as other_owners,
              (select count(*)::int from core_membership o where o.workspace_id = m.workspace_id and o.user_id <> m.user_id) as other_members
       from core_membership m join core_workspace w on w.id = m.workspace_id where m.user_id = ?`,
      [userId],
    );
    if (memberships.some((membership) => membership.is_demo)) return { blockedBy: 'demo', workspacesToDelete: [] };
    const soleOwned = memberships.filter((membership) => membership.role === 'owner' && membership.other_owners === 0);
    if (soleOwned.some((membership) => membership.other_members > 0)) return { blockedBy: 'members-without-owner', workspacesToDelete: [] };
    return { blockedBy: null, workspacesToDelete: soleOwned.map((membership) => membership.workspace_id) };
  }
}
