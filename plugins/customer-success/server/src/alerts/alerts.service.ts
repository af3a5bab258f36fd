import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, forWorkspace } from '@otimiza/sdk/server';
import { customerHealthAlert } from '@otimiza/plugin-customer-success-contract';
import { healthBand, type AlertKind, type CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import { csSql, DAY_MS, utcDay } from '../common/cs-sql.js';
import type { Customer } from '../data/customer.entity.js';
import type { HealthSnapshot } from '../data/health-snapshot.entity.js';
import type { Evaluation } from '../health/health.service.js';
import { AlertSchema, type Alert } from '../data/alert.entity.js';
import { detractorTexts, droppedFactors, failingSiteTexts, newlyMeasured, noLoginTexts, scoreDropTexts, type FactorChange } from './alert-texts.js';

const bandRank = { green: 0, yellow: 1, orange: 2, red: 3 } as const;
/** A drop of this many points, or into a lower colour band, is an alert. */
const DROP_POINTS = 10;

interface NewAlert {
  customer: Customer;
  kind: AlertKind;
  sourceKey: string;
  title: LocalizedText;
  message: LocalizedText;
  score: number | null;
  previousScore: number | null;
  factors: FactorChange[];
}

/**
 * A client's alerts: opened by the daily snapshot (a score drop, no sign-in for N days, a failing
 * site) and by a detractor's answer, each once per cause (its source key), published to the
 * notification centre; resolved when the cause goes (green again, a sign-in, the site fixed, a
 * later answer that is no detractor's) or by hand. Detractor answers are grouped: one open alert per client, one a day.
 */
@Injectable()
export class AlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
  ) {}

  async afterSnapshot(
    agencyId: string,
    customers: ReadonlyMap<string, Customer>,
    evaluations: readonly Evaluation[],
    previous: ReadonlyMap<string, HealthSnapshot>,
    settings: CustomerSuccessSettings,
    now: Date,
  ): Promise<number> {
    const day = utcDay(now);
    const open = await forWorkspace(this.em, agencyId).find(AlertSchema, { status: 'open', customer: { $in: evaluations.map((entry) => entry.customerId) } });
    const toResolve: string[] = [];
    let opened = 0;
    for (const evaluation of evaluations) {
      const customer = customers.get(evaluation.customerId)!;
      const mine = open.filter((alert) => alert.customer.id === customer.id);
      const before = previous.get(customer.id);
      const fresh: NewAlert[] = [];

      const from = before?.score ?? null;
      const to = evaluation.score;
      if (from !== null && to !== null && (from - to >= DROP_POINTS || bandRank[healthBand(to)] > bandRank[healthBand(from)])) {
        const factors = droppedFactors(before!.factors, evaluation.factors);
        fresh.push({
          customer,
          kind: 'score-drop',
          sourceKey: `score-drop:${customer.id}:${day}`,
          ...scoreDropTexts(customer.name, from, to, factors, newlyMeasured(before!.factors, evaluation.factors)),
          score: to,
          previousScore: from,
          factors,
        });
      }
      if (to !== null && to >= 80) toResolve.push(...kindOf(mine, 'score-drop'));

      const engagement = evaluation.factors.engagement;
      if (engagement.signIns !== null) {
        const last = engagement.lastSignInAt ? Date.parse(engagement.lastSignInAt) : null;
        const idleDays = last === null ? null : Math.floor((now.getTime() - last) / DAY_MS);
        if (idleDays === null || idleDays >= settings.noLoginDays) {
          const factors: FactorChange[] = [
            { key: 'engagement', name: { pt: 'Engajamento', en: 'Engagement' }, from: before?.factors.engagement.score ?? null, to: engagement.score },
          ];
          fresh.push({
            customer,
            kind: 'no-login',
            sourceKey: `no-login:${customer.id}:${engagement.lastSignInAt ?? 'never'}`,
            ...noLoginTexts(customer.name, idleDays),
            score: to,
            previousScore: from,
            factors,
          });
        } else toResolve.push(...kindOf(mine, 'no-login'));
      }

      const failing = new Set(evaluation.factors.product.failing);
      for (const alert of kindOf(mine, 'failing-site', true)) if (!failing.has(urlOfFailingKey(alert.sourceKey))) toResolve.push(alert.id);
      for (const url of failing) {
        if (mine.some((alert) => alert.kind === 'failing-site' && urlOfFailingKey(alert.sourceKey) === url)) continue;
        const factors: FactorChange[] = [
          { key: 'product', name: { pt: 'Produto', en: 'Product' }, from: before?.factors.product.score ?? null, to: evaluation.factors.product.score },
        ];
        fresh.push({
          customer,
          kind: 'failing-site',
          sourceKey: `failing-site:${day}:${customer.id}:${url}`,
          ...failingSiteTexts(customer.name, url),
          score: to,
          previousScore: from,
          factors,
        });
      }
      for (const alert of fresh) if (await this.open(agencyId, alert, now)) opened += 1;
    }
    await this.resolve(agencyId, toResolve, now);
    return opened;
  }

  /**
   * An NPS answer of 0–6 opens the client's detractor alert, grouped: none while one is open, and at
   * most one a day (its source key), so many detractor answers make one alert and one notification.
   * A later answer of 7 or more resolves the client's open ones.
   */
  async afterAnswer(agencyId: string, customer: Customer, response: { score: number; comment: string }, now = new Date()): Promise<void> {
    if (response.score <= 6) {
      if ((await forWorkspace(this.em, agencyId).count(AlertSchema, { customer: customer.id, kind: 'detractor', status: 'open' })) > 0) return;
      await this.open(
        agencyId,
        {
          customer,
          kind: 'detractor',
          sourceKey: `detractor:${customer.id}:${utcDay(now)}`,
          ...detractorTexts(customer.name, response.score, response.comment),
          score: customer.healthScore ?? null,
          previousScore: customer.healthScore ?? null,
          factors: [{ key: 'satisfaction', name: { pt: 'Satisfação', en: 'Satisfaction' }, from: customer.factors?.satisfaction.score ?? null, to: null }],
        },
        now,
      );
      return;
    }
    const open = await forWorkspace(this.em, agencyId).find(AlertSchema, { customer: customer.id, kind: 'detractor', status: 'open' }, { fields: ['id'] });
    await this.resolve(
      agencyId,
      open.map((alert) => alert.id),
      now,
    );
  }

  async resolveById(agencyId: string, id: string, now = new Date()): Promise<boolean> {
    const changed = await forWorkspace(this.em, agencyId).nativeUpdate(AlertSchema, { id }, { status: 'resolved', resolvedAt: now });
    return changed > 0;
  }

  async openOf(agencyId: string, customerIds: readonly string[]): Promise<Alert[]> {
    if (customerIds.length === 0) return [];
    return forWorkspace(this.em, agencyId).find(
      AlertSchema,
      { customer: { $in: [...customerIds] }, status: 'open' },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
  }

  /** Stores the alert unless its cause already made one, then publishes it; answers whether it was new. */
  private async open(agencyId: string, alert: NewAlert, now: Date): Promise<boolean> {
    const id = randomUUID();
    const inserted = await csSql(this.em.fork())
      .insertInto('customer_success_alert')
      .values({
        id,
        workspace_id: agencyId,
        customer_id: alert.customer.id,
        kind: alert.kind,
        source_key: alert.sourceKey,
        title: sql<LocalizedText>`${JSON.stringify(alert.title)}::jsonb`,
        message: sql<LocalizedText>`${JSON.stringify(alert.message)}::jsonb`,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await this.events.publish(customerHealthAlert, agencyId, {
      alertId: id,
      customerId: alert.customer.id,
      customerName: alert.customer.name,
      kind: alert.kind,
      csmUserId: alert.customer.csmUserId ?? null,
      score: alert.score,
      previousScore: alert.previousScore,
      factors: alert.factors,
      title: alert.title,
      message: alert.message,
    });
    return true;
  }

  private async resolve(agencyId: string, ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await forWorkspace(this.em, agencyId).nativeUpdate(AlertSchema, { id: { $in: [...ids] }, status: 'open' }, { status: 'resolved', resolvedAt: now });
  }
}

function kindOf(alerts: readonly Alert[], kind: AlertKind): string[];
function kindOf(alerts: readonly Alert[], kind: AlertKind, rows: true): Alert[];
function kindOf(alerts: readonly Alert[], kind: AlertKind, rows?: true): string[] | Alert[] {
  const found = alerts.filter((alert) => alert.kind === kind);
  return rows ? found : found.map((alert) => alert.id);
}

/** `failing-site:<day>:<customer>:<url>` → the url. */
const urlOfFailingKey = (key: string) => key.split(':').slice(3).join(':');
