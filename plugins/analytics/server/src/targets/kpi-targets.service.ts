import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { KpiId, KpiView } from '@otimiza/plugin-analytics-shared';
import type { KpiBase } from '../kpis/kpi-figures.js';
import { statusAgainst } from '../kpis/kpi-figures.js';
import { KpiTargetSchema } from '../data/kpi-target.entity.js';

const noTarget = { pt: 'Sem meta definida: defina uma meta para ver o status.', en: 'No target set: set a target to see the status.' };
const noValue = { pt: 'Sem valor no período para comparar com a meta.', en: 'No value in the period to compare with the target.' };

/** The workspace's KPI targets (read in the request's workspace, by its filter). */
@Injectable()
export class KpiTargetsService {
  constructor(private readonly em: EntityManager) {}

  async all(): Promise<Map<KpiId, number>> {
    const rows = await this.em.find(KpiTargetSchema, {});
    return new Map(rows.map((row) => [row.kpi, Number(row.target)]));
  }

  /** Sets (or with null removes) the target of a KPI; concurrent calls leave one row. */
  async set(auth: AuthContext, kpi: KpiId, target: number | null): Promise<void> {
    if (target === null) {
      await this.em.nativeDelete(KpiTargetSchema, { kpi });
      return;
    }
    await this.em.upsert(
      KpiTargetSchema,
      { workspace: auth.workspaceId, kpi, target, setBy: auth.userId, updatedAt: new Date() },
      { onConflictFields: ['workspace', 'kpi'], onConflictAction: 'merge', onConflictMergeFields: ['target', 'setBy', 'updatedAt'] },
    );
  }

  /** The KPIs with their targets and status bands. */
  apply(kpis: readonly KpiBase[], targets: Map<KpiId, number>): KpiView[] {
    return kpis.map((kpi) => {
      const target = targets.get(kpi.id) ?? null;
      if (target === null) return { ...kpi, target, status: null, statusReason: noTarget };
      if (kpi.value === null) return { ...kpi, target, status: null, statusReason: noValue };
      return { ...kpi, target, status: statusAgainst(kpi.value, target, kpi.better), statusReason: null };
    });
  }
}
