import Stripe from 'stripe';
import request from 'supertest';

export interface StripeDelivery {
  /** The webhook's signing secret (`STRIPE_WEBHOOK_SECRET`) the event is signed with. */
  secret: string;
  /** When Stripe signed it, in seconds; now when absent. */
  timestamp?: number;
  /** Changes the body after it was signed, as a tampering proxy would. */
  afterSigning?: (payload: string) => string;
}

/** Posts `event` to the host's Stripe webhook as Stripe would: the raw JSON body, signed with Stripe's own helper. */
export function deliverStripeEvent(server: unknown, event: unknown, { secret, timestamp, afterSigning }: StripeDelivery): request.Test {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return request(server as never)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(afterSigning ? afterSigning(payload) : payload);
}
