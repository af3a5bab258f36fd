import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { CustomerRecordsPort, type CustomerRecord, type NpsAnswer } from '@otimiza/plugin-customer-success-contract';
import { utcDay } from '../common/cs-sql.js';
import { HealthSnapshotSchema, type HealthSnapshot } from '../data/health-snapshot.entity.js';
import { SurveyResponseSchema } from '../data/survey-response.entity.js';
import { CustomerSchema } from '../data/customer.entity.js';

/**
 * CustomerRecordsPort for business intelligence: the agency's clients with their MRR, start and
 * departure, and the features of their latest snapshot (before they left, for a churned one); and
 * the NPS answers. Read in the named workspace only.
 */
@Injectable()
export class CustomerRecordsAdapter extends CustomerRecordsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async customersOf(workspaceId: string): Promise<CustomerRecord[]> {
    const em = forWorkspace(this.em, workspaceId);
    const customers = await em.find(CustomerSchema, {}, { orderBy: { startDate: 'asc', id: 'asc' } });
    const snapshots = customers.length
      ? await em.find(HealthSnapshotSchema, { customer: { $in: customers.map((customer) => customer.id) } }, { orderBy: { day: 'desc' } })
      : [];
    const byCustomer = new Map<string, HealthSnapshot[]>();
    for (const snapshot of snapshots) byCustomer.set(snapshot.customer.id, [...(byCustomer.get(snapshot.customer.id) ?? []), snapshot]);
    return customers.map((customer) => {
      const before = customer.churnedAt ? utcDay(customer.churnedAt) : null;
      const measured = (byCustomer.get(customer.id) ?? []).find((snapshot) => before === null || snapshot.day < before);
      return {
        id: customer.id,
        plan: customer.plan,
        mrr: customer.mrrCents / 100,
        startedAt: customer.startDate,
        churnedAt: customer.status === 'churned' ? (customer.churnedAt ?? null) : null,
        features: {
          usage: measured?.factors.engagement?.signIns ?? null,
          scoresTrend: measured?.factors.product?.trend ?? null,
          engagement: measured?.factors.engagement?.reportViews ?? null,
        },
        measuredAt: measured?.takenAt ?? null,
      };
    });
  }

  async npsAnswersOf(workspaceId: string, since: Date): Promise<NpsAnswer[]> {
    const answers = await forWorkspace(this.em, workspaceId).find(
      SurveyResponseSchema,
      { updatedAt: { $gte: since } },
      { fields: ['npsScore', 'updatedAt'], orderBy: { updatedAt: 'asc', id: 'asc' } },
    );
    return answers.map((answer) => ({ at: answer.updatedAt, score: answer.npsScore }));
  }
}
