import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceSchema } from '@otimiza/sdk/server';
import type { PlanId } from '@otimiza/sdk/shared';
import { effectivePlanOf } from '../plans/effective-plan.js';

/**
 * The plan in force for a workspace outside a request (scheduled work): its own plan (paid, or an
 * administrator's grant when higher), raised by a temporary enterprise access — for a client
 * workspace, its reseller's, which covers it.
 */
@Injectable()
export class WorkspacePlanService {
  constructor(private readonly em: EntityManager) {}

  async planOf(workspaceId: string): Promise<PlanId> {
    const workspace = await this.em
      .fork()
      .findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['plan', 'grantedPlan', 'temporaryEnterpriseUntil', 'managedBy'] });
    const planning = workspace?.managedBy ? workspace.managedBy.id : workspaceId;
    const row =
      planning === workspaceId
        ? workspace
        : await this.em.fork().findOne(WorkspaceSchema, { id: planning }, { fields: ['plan', 'grantedPlan', 'temporaryEnterpriseUntil'] });
    if (!row) return 'free';
    return effectivePlanOf({
      plan: row.plan,
      grantedPlan: row.grantedPlan ?? null,
      temporaryEnterpriseUntil: row.temporaryEnterpriseUntil ?? null,
      mode: 'user',
      now: new Date(),
    });
  }
}
