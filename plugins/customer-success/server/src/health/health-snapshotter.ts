import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { AlertsService } from '../alerts/alerts.service.js';
import { ChurnModelService } from '../churn/churn-model.service.js';
import { csSql, utcDay } from '../common/cs-sql.js';
import { CustomerDirectory } from '../customers/customer-directory.js';
import { CustomerSchema } from '../data/customer.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import type { StoredFactors } from '../data/health-factors.js';
import { HealthSnapshotSchema, type HealthSnapshot } from '../data/health-snapshot.entity.js';
import { HealthService } from './health.service.js';
import { SnapshotRunSchema } from '../data/snapshot-run.entity.js';

/**
 * An agency's daily snapshot: its clients brought in step with its client workspaces, the churn
 * model recalibrated, every active client scored and stored for the day (a second run of the day
 * replaces its rows), and the alerts opened or resolved against each client's previous snapshot.
 */
@Injectable()
export class HealthSnapshotter {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: CustomerDirectory,
    private readonly churn: ChurnModelService,
    private readonly health: HealthService,
    private readonly alerts: AlertsService,
    private readonly settings: SettingsService,
  ) {}

  async snapshot(agencyId: string, now = new Date()): Promise<number> {
    const day = utcDay(now);
    await this.directory.sync(agencyId, now);
    await this.churn.calibrate(agencyId, now);
    const em = forWorkspace(this.em, agencyId);
    const customers = await em.find(CustomerSchema, { status: 'active' });
    const previous = await this.previousSnapshots(agencyId, day);
    const evaluations = await this.health.refresh(agencyId, now);
    const db = csSql(this.em.fork());
    for (const evaluation of evaluations) {
      await db
        .insertInto('customer_success_health_snapshot')
        .values({
          id: randomUUID(),
          workspace_id: agencyId,
          customer_id: evaluation.customerId,
          day,
          taken_at: now,
          score: evaluation.score,
          risk_level: evaluation.riskLevel,
          churn_probability: evaluation.churnProbability,
          mrr_cents: evaluation.mrrCents,
          factors: sql<StoredFactors>`${JSON.stringify(evaluation.factors)}::jsonb`,
          open_alerts: evaluation.openAlerts,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['customer_id', 'day']).doUpdateSet((eb) => ({
            taken_at: eb.ref('excluded.taken_at'),
            score: eb.ref('excluded.score'),
            risk_level: eb.ref('excluded.risk_level'),
            churn_probability: eb.ref('excluded.churn_probability'),
            mrr_cents: eb.ref('excluded.mrr_cents'),
            factors: eb.ref('excluded.factors'),
            open_alerts: eb.ref('excluded.open_alerts'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    await this.alerts.afterSnapshot(
      agencyId,
      new Map(customers.map((customer) => [customer.id, customer])),
      evaluations,
      previous,
      await this.settings.get(agencyId),
      now,
    );
    await em.upsert(SnapshotRunSchema, { workspace: agencyId, day, claimedAt: now, completedAt: new Date(), customers: evaluations.length });
    return evaluations.length;
  }

  /** Each client's latest snapshot before the day. */
  private async previousSnapshots(agencyId: string, day: string): Promise<Map<string, HealthSnapshot>> {
    const rows = await forWorkspace(this.em, agencyId).find(HealthSnapshotSchema, { day: { $lt: day } }, { orderBy: { day: 'desc' } });
    const latest = new Map<string, HealthSnapshot>();
    for (const row of rows) if (!latest.has(row.customer.id)) latest.set(row.customer.id, row);
    return latest;
  }
}
