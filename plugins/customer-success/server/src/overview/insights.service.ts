import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { healthFactors, type CustomerSuccessInsights, type HealthFactorKey } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import { daysAgo, oneDecimal, utcDay } from '../common/cs-sql.js';
import { PlaybookExecutionSchema } from '../data/playbook-execution.entity.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { OverviewData } from './overview-data.js';

/** A playbook's success rate counts for the insight from this many measured executions. */
const MIN_MEASURED = 3;

/**
 * `GET /api/cs/insights` (Insights, computed instead of the sample copy): which factor
 * most often drags the clients at risk down, which playbook works best, whose health fell the most,
 * and how the detractors were followed up.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly data: OverviewData,
    private readonly playbooks: PlaybooksService,
  ) {}

  async insights(agencyId: string, language: Language, now = new Date()): Promise<CustomerSuccessInsights> {
    const { customers, answers, snapshots } = await this.data.load(agencyId, now);
    const active = customers.filter((customer) => customer.status === 'active');

    const atRisk = active.filter((customer) => (customer.riskLevel === 'high' || customer.riskLevel === 'critical') && customer.factors);
    const weakest = new Map<HealthFactorKey, number[]>();
    for (const customer of atRisk) {
      const measured = healthFactors.flatMap((key) => (customer.factors![key].score === null ? [] : [{ key, score: customer.factors![key].score! }]));
      const low = measured.sort((a, b) => a.score - b.score)[0];
      if (low) weakest.set(low.key, [...(weakest.get(low.key) ?? []), low.score]);
    }
    const top = [...weakest.entries()].sort((a, b) => b[1].length - a[1].length)[0];

    const { playbooks } = await this.playbooks.list(agencyId, language);
    const best = playbooks
      .filter((playbook) => playbook.metrics.measured >= MIN_MEASURED && playbook.metrics.successRate !== null)
      .sort((a, b) => b.metrics.successRate! - a.metrics.successRate!)[0];

    const monthAgo = utcDay(daysAgo(now, 30));
    const drops = active.flatMap((customer) => {
      const base = snapshots
        .filter((snapshot) => snapshot.customerId === customer.id && snapshot.day <= monthAgo && snapshot.score !== null)
        .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
      return base && customer.healthScore != null && customer.healthScore < base.score!
        ? [{ customerId: customer.id, customerName: customer.name, from: base.score!, to: customer.healthScore }]
        : [];
    });

    const detractorAnswers = answers.filter((answer) => answer.nps <= 6);
    const executions = detractorAnswers.length
      ? await forWorkspace(this.em, agencyId).find(
          PlaybookExecutionSchema,
          { customer: { $in: detractorAnswers.map((answer) => answer.customerId) } },
          { fields: ['customer', 'createdAt'] },
        )
      : [];
    const followedUp = detractorAnswers.filter((answer) =>
      executions.some((execution) => execution.customer.id === answer.customerId && execution.createdAt >= answer.at),
    ).length;

    return {
      weakestFactor: top
        ? {
            key: top[0],
            customers: top[1].length,
            atRisk: atRisk.length,
            averageScore: oneDecimal(top[1].reduce((sum, score) => sum + score, 0) / top[1].length),
          }
        : null,
      bestPlaybook: best
        ? {
            id: best.id,
            name: best.name,
            successRate: best.metrics.successRate!,
            measured: best.metrics.measured,
            avgImpact: best.metrics.avgImpactOnHealthScore,
          }
        : null,
      biggestDrops: drops.sort((a, b) => b.from - b.to - (a.from - a.to)).slice(0, 3),
      detractors: answers.length ? { answers: detractorAnswers.length, followedUp } : null,
      factorAverages: healthFactors.map((key) => {
        const values = active.map((customer) => customer.factors?.[key].score).filter((score): score is number => score != null);
        return { key, average: values.length ? oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length) : null, measured: values.length };
      }),
    };
  }
}
