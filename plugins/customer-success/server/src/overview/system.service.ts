import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { CustomerSuccessSystem } from '@otimiza/plugin-customer-success-shared';
import { daysAgo, oneDecimal } from '../common/cs-sql.js';
import { CustomerDirectory } from '../customers/customer-directory.js';
import { SnapshotRunSchema } from '../data/snapshot-run.entity.js';
import { OverviewData } from './overview-data.js';
import { churnSince, csatOf, expansionSince, npsOf } from './overview-figures.js';

/** `GET /api/cs/system`: the page's four cards, from the stored clients, answers and snapshots. */
@Injectable()
export class SystemService {
  constructor(
    private readonly em: EntityManager,
    private readonly data: OverviewData,
    private readonly directory: CustomerDirectory,
  ) {}

  async system(agencyId: string, now = new Date()): Promise<CustomerSuccessSystem> {
    await this.directory.sync(agencyId, now);
    const { customers, answers, snapshots } = await this.data.load(agencyId, now);
    const active = customers.filter((customer) => customer.status === 'active');
    const scores = active.map((customer) => customer.healthScore).filter((score): score is number => score != null);
    const lastRun = await forWorkspace(this.em, agencyId).findOne(SnapshotRunSchema, { completedAt: { $ne: null } }, { orderBy: { day: 'desc' } });
    return {
      systemMetrics: {
        totalCustomers: active.length,
        healthyCustomers: scores.filter((score) => score >= 80).length,
        criticalCustomers: active.filter((customer) => customer.riskLevel === 'critical').length,
        averageHealthScore: scores.length ? oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
        npsScore: npsOf(answers.map((answer) => answer.nps)),
        churnRate: churnSince(customers, daysAgo(now, 30)),
        expansionRate: expansionSince(customers, snapshots, daysAgo(now, 30)),
        csat: csatOf(answers.flatMap((answer) => (answer.csat === null ? [] : [answer.csat]))),
      },
      lastSnapshotAt: lastRun?.completedAt?.toISOString() ?? null,
    };
  }
}
