import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { deliverStripeEvent } from '../../../test/billing/stripe-webhook.js';
import { hostileJson, hostileNumber, hostileString } from '../../../test/fuzz/hostile-values.arbitrary.js';

const webhookSecret = 'whsec_otimiza_malformed';
let sequence = 0;

/** A subscription event naming the workspace, as Stripe sends it once a checkout is paid. */
function subscriptionEvent(workspaceId: string, overrides: Record<string, unknown> = {}, object: Record<string, unknown> = {}) {
  sequence += 1;
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `evt_test_malformed_${sequence}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: now,
    data: {
      object: {
        id: `sub_test_malformed_${sequence}`,
        object: 'subscription',
        status: 'active',
        customer: 'cus_test_malformed',
        cancel_at_period_end: false,
        metadata: { workspaceId, plan: 'pro' },
        items: { data: [{ price: { id: 'price_test_pro', lookup_key: 'otimiza_pro_monthly_brl' }, current_period_end: now + 30 * 86400 }] },
        ...object,
      },
    },
    ...overrides,
  };
}

describe('Stripe webhook: a correctly signed event that is malformed', () => {
  let testApp: TestApp;
  let user: TestUser;

  /** Signs the raw JSON with Stripe's own helper, as Stripe would. */
  const deliver = (event: unknown, language = 'pt') => deliverStripeEvent(testApp.server, event, { secret: webhookSecret }).set('Accept-Language', language);

  const storedEvent = (id: string) => queryDatabase(testApp.database.url, 'select id from core_billing_event where id = $1', [id]);
  const eventCount = async () => (await queryDatabase<{ n: number }>(testApp.database.url, 'select count(*)::int as n from core_billing_event'))[0]!.n;
  const subscriptions = () => queryDatabase(testApp.database.url, 'select id, plan from core_subscription where workspace_id = $1', [user.workspaceId]);
  const planOf = async () => (await user.agent.get('/api/auth/user').expect(200)).body.user.plan.name as string;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { STRIPE_WEBHOOK_SECRET: webhookSecret } });
    user = await createTestUser(testApp);
  });
  afterAll(() => testApp?.close());

  it.each([
    ['created as text', { created: 'ontem' }],
    ['created as a numeric string', { created: '1795000000' }],
    ['created past year 9999', { created: 1e20 }],
    ['created before 1970', { created: -86_400 }],
    ['created with a fraction', { created: 1_795_000_000.5 }],
    ['an id with a NUL character', { id: 'evt_test_\u0000' }],
    ['an id that is a number', { id: 42 }],
    ['no data', { data: undefined }],
    ['data.object as text', { data: { object: 'sub_test' } }],
  ])('%s: 400 in both languages, nothing applied', async (_label, overrides) => {
    const event = subscriptionEvent(user.workspaceId, overrides);
    const before = await eventCount();
    const refused = await deliver(event).expect(400);
    expect(refused.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Evento do Stripe malformado.' });
    expect((await deliver(event, 'en').expect(400)).body.error.message).toBe('Malformed Stripe event.');
    expect(await eventCount()).toBe(before);
    expect(await subscriptions()).toEqual([]);
    expect(await planOf()).toBe('free');
  });

  it('reads a field of the wrong type inside the object as absent: a period end past year 9999 is dropped, the event applies', async () => {
    const other = await createTestUser(testApp);
    const event = subscriptionEvent(
      other.workspaceId,
      {},
      {
        items: { data: [{ price: { id: 'price_test_pro', lookup_key: 'otimiza_pro_monthly_brl' }, current_period_end: 1e20 }] },
      },
    );
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    const [stored] = await queryDatabase<{ current_period_end: Date | null }>(
      testApp.database.url,
      'select current_period_end from core_subscription where workspace_id = $1',
      [other.workspaceId],
    );
    expect(stored).toEqual({ current_period_end: null });
  });

  it('applies the same event when it is well formed', async () => {
    const event = subscriptionEvent(user.workspaceId);
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    expect(await storedEvent(event.id)).toEqual([{ id: event.id }]);
    expect(await planOf()).toBe('pro');
  });

  it('answers signed events of any shape without a 5xx', async () => {
    const types = fc.constantFrom(
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'checkout.session.completed',
      'invoice.paid',
      'invoice.payment_failed',
    );
    const someValue = fc.oneof(hostileString, hostileNumber, hostileJson);
    const object = fc.record(
      {
        id: fc.oneof(fc.constant('sub_test_property'), someValue),
        status: fc.oneof(fc.constantFrom('active', 'canceled', 'past_due'), someValue),
        metadata: fc.oneof(
          fc.record({ workspaceId: fc.oneof(fc.constant(user.workspaceId), someValue), plan: fc.oneof(fc.constantFrom('lite', 'pro'), someValue) }),
          someValue,
        ),
        items: fc.oneof(fc.record({ data: fc.array(fc.record({ current_period_end: fc.oneof(hostileNumber, someValue) }), { maxLength: 2 }) }), someValue),
        subscription: someValue,
        parent: someValue,
      },
      { requiredKeys: [] },
    );
    const event = fc.record({
      id: fc.oneof(
        fc.uuid().map((id) => `evt_test_${id}`),
        someValue,
      ),
      type: fc.oneof(types, someValue),
      created: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), hostileNumber, someValue),
      data: fc.oneof(fc.record({ object }), someValue),
    });
    await fc.assert(
      fc.asyncProperty(event, async (generated) => {
        const response = await deliver(generated);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      }),
      { seed: 14, numRuns: 40, endOnFailure: true },
    );
  });
});
