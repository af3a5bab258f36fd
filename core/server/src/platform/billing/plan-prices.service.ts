import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { isPaidPlanId, paidPlanIds, plans, type PaidPlanId } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** The price of a plan in centavos (R$ 49, 79, 299 a month). */
export function planAmountCentavos(plan: PaidPlanId): number {
  return plans[plan].priceBrl * 100;
}

export interface PriceLike {
  id: string;
  lookup_key?: string | null;
  metadata?: Record<string, string> | null;
}

/**
 * The monthly BRL Stripe price of each paid plan, found by its lookup key
 * (`<prefix>_<plan>_monthly_brl`) or, when STRIPE_CREATE_PRICES is on, created at start.
 */
@Injectable()
export class PlanPricesService implements OnApplicationBootstrap {
  private resolved: Promise<Map<PaidPlanId, string>> | null = null;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  lookupKey(plan: PaidPlanId): string {
    return `${this.config.STRIPE_PRICE_LOOKUP_PREFIX}_${plan}_monthly_brl`;
  }

  /** The plan a price sells: by lookup key, by a price id resolved here, or by the price's metadata. */
  planOfPrice(price: PriceLike | null | undefined): PaidPlanId | null {
    if (!price) return null;
    const byKey = paidPlanIds.find((plan) => this.lookupKey(plan) === price.lookup_key);
    if (byKey) return byKey;
    const metadataPlan = price.metadata?.['plan'];
    return isPaidPlanId(metadataPlan) ? metadataPlan : null;
  }

  onApplicationBootstrap(): void {
    if (!this.stripe || this.config.ROLE === 'worker') return;
    this.prices().catch((error: unknown) => {
      this.resolved = null;
      this.logger.warn({ err: error }, 'Stripe prices could not be resolved at start; checkout will try again');
    });
  }

  async priceIdFor(plan: PaidPlanId): Promise<string> {
    const prices = await this.prices().catch((error: unknown) => {
      this.resolved = null;
      throw error;
    });
    const id = prices.get(plan);
    if (!id) {
      throw new ApiError('API_UNAVAILABLE', 503, {
        pt: `O preço do plano ${plans[plan].name} não está configurado no Stripe (lookup key ${this.lookupKey(plan)}).`,
        en: `The ${plans[plan].name} plan's price is not set up in Stripe (lookup key ${this.lookupKey(plan)}).`,
      });
    }
    return id;
  }

  private prices(): Promise<Map<PaidPlanId, string>> {
    this.resolved ??= this.resolve();
    return this.resolved;
  }

  private async resolve(): Promise<Map<PaidPlanId, string>> {
    const stripe = this.stripe;
    if (!stripe) return new Map();
    const found = await stripe.prices.list({ lookup_keys: paidPlanIds.map((plan) => this.lookupKey(plan)), active: true, limit: 10 });
    const result = new Map<PaidPlanId, string>();
    for (const price of found.data) {
      const plan = this.planOfPrice(price);
      if (!plan) continue;
      if (price.currency !== 'brl' || price.unit_amount !== planAmountCentavos(plan) || price.recurring?.interval !== 'month') {
        this.logger.warn({ price: price.id, plan, currency: price.currency, amount: price.unit_amount }, 'Stripe price differs from the plan catalogue');
      }
      result.set(plan, price.id);
    }
    for (const plan of paidPlanIds) {
      if (result.has(plan) || !this.config.STRIPE_CREATE_PRICES) continue;
      const product = await stripe.products.create({ name: `Otimiza ${plans[plan].name}`, metadata: { plan } });
      const price = await stripe.prices.create({
        product: product.id,
        currency: 'brl',
        unit_amount: planAmountCentavos(plan),
        recurring: { interval: 'month' },
        lookup_key: this.lookupKey(plan),
        metadata: { plan },
      });
      this.logger.info({ plan, price: price.id }, 'created the Stripe price of a plan');
      result.set(plan, price.id);
    }
    return result;
  }
}
