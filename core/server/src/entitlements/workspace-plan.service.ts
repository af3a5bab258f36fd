import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PlanId } from '@otimiza/sdk/shared';
import { effectivePlanOf } from './effective-plan.js';

/** The plan in force for a workspace outside a request (scheduled work): its own plan (paid, or an administrator's grant when higher), raised by a temporary enterprise access. */
@Injectable()
export class WorkspacePlanService {
  constructor(private readonly em: EntityManager) {}

  async planOf(workspaceId: string): Promise<PlanId> {
    const [row] = await this.em
      .getConnection()
      .execute<{ plan: string; granted_plan: string | null; temporary_enterprise_until: Date | null }[]>(
        'select plan, granted_plan, temporary_enterprise_until from core_workspace where id = ?',
        [workspaceId],
      );
    if (!row) return 'free';
    const until = row.temporary_enterprise_until ? new Date(row.temporary_enterprise_until) : null;
    return effectivePlanOf({ plan: row.plan, grantedPlan: row.granted_plan, temporaryEnterpriseUntil: until, mode: 'user', now: new Date() });
  }
}
