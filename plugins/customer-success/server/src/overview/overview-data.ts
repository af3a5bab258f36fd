import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { csSql, daysAgo, utcDay } from '../common/cs-sql.js';
import { CustomerSchema, type Customer } from '../data/customer.entity.js';
import { SurveyResponseSchema } from '../data/survey-response.entity.js';

export interface OverviewRows {
  customers: Customer[];
  answers: { customerId: string; nps: number; csat: number | null; at: Date }[];
  snapshots: { customerId: string; day: string; mrrCents: number; score: number | null }[];
}

/** What the overview figures read: every client, the answers of 90 days and the snapshots of 100 days. */
@Injectable()
export class OverviewData {
  constructor(private readonly em: EntityManager) {}

  async load(agencyId: string, now: Date): Promise<OverviewRows> {
    const em = forWorkspace(this.em, agencyId);
    const [customers, answers, snapshots] = await Promise.all([
      em.find(CustomerSchema, {}, { orderBy: { name: 'asc', id: 'asc' } }),
      em.find(SurveyResponseSchema, { updatedAt: { $gte: daysAgo(now, 90), $lte: now } }, { fields: ['customer', 'npsScore', 'csatScore', 'updatedAt'] }),
      csSql(this.em.fork())
        .selectFrom('customer_success_health_snapshot')
        .select(['customer_id', 'day', 'mrr_cents', 'score'])
        .where('workspace_id', '=', agencyId)
        .where('day', '>=', utcDay(daysAgo(now, 100)))
        .execute(),
    ]);
    return {
      customers,
      answers: answers.map((answer) => ({ customerId: answer.customer.id, nps: answer.npsScore, csat: answer.csatScore ?? null, at: answer.updatedAt })),
      snapshots: snapshots.map((row) => ({ customerId: row.customer_id, day: row.day, mrrCents: row.mrr_cents, score: row.score })),
    };
  }
}
