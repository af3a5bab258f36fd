import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import qs from 'qs';

type Json = Record<string, unknown>;

export interface StripeStubRequest {
  method: string;
  path: string;
  params: Json;
}

export interface StripeStub {
  url: string;
  /** Every request the stub accepted, in order. */
  requests: StripeStubRequest[];
  /** Requests refused because a check failed, with the reason (a test expects none). */
  refused: { request: StripeStubRequest; reason: string }[];
  prices: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Pays a checkout session as the buyer would: the session completes and its subscription starts. */
  completeCheckout(sessionId: string): { session: Json; subscription: Json };
  close(): Promise<void>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function record(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  // qs turns `items[0][price]` into an object keyed '0' when arrays are sparse or long.
  return value && typeof value === 'object' ? Object.values(value as Json) : [];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

/**
 * Speaks the part of Stripe's v1 API Otimiza uses, on loopback, with the real client pointed at
 * it: form-encoded requests, bearer key, Stripe's error shape. It checks what a real Stripe
 * account would refuse, and what Otimiza must send: a checkout in subscription mode, for a BRL
 * monthly price of the plan's amount, naming the workspace in its metadata.
 */
export async function startStripeStub(options: { apiKey: string; planAmounts: Record<string, number> }): Promise<StripeStub> {
  const requests: StripeStubRequest[] = [];
  const refused: StripeStub['refused'] = [];
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();

  function checkCheckout(params: Json): void {
    if (params['mode'] !== 'subscription') throw new StripeRequestError(400, 'mode must be subscription', 'mode');
    const items = list(params['line_items']).map(record);
    if (items.length !== 1) throw new StripeRequestError(400, 'expected exactly one line item', 'line_items');
    const price = prices.get(String(items[0]!['price']));
    if (!price) throw new StripeRequestError(400, `No such price: '${String(items[0]!['price'])}'`, 'line_items[0][price]');
    if (price['currency'] !== 'brl') throw new StripeRequestError(400, 'the price is not in BRL', 'line_items[0][price]');
    const metadata = record(params['metadata']);
    const plan = String(metadata['plan'] ?? '');
    if (price['unit_amount'] !== options.planAmounts[plan]) {
      throw new StripeRequestError(
        400,
        `the price amount ${String(price['unit_amount'])} is not the ${plan} plan's ${String(options.planAmounts[plan])}`,
        'line_items',
      );
    }
    if (record(price['recurring'])['interval'] !== 'month') throw new StripeRequestError(400, 'the price is not monthly', 'line_items');
    const workspaceId = String(metadata['workspaceId'] ?? '');
    if (!uuidPattern.test(workspaceId)) throw new StripeRequestError(400, 'metadata.workspaceId must name the workspace', 'metadata');
    if (params['client_reference_id'] !== workspaceId) throw new StripeRequestError(400, 'client_reference_id must be the workspace', 'client_reference_id');
    if (record(record(params['subscription_data'])['metadata'])['workspaceId'] !== workspaceId) {
      throw new StripeRequestError(400, 'subscription_data.metadata.workspaceId must name the workspace', 'subscription_data');
    }
    if (!String(params['success_url'] ?? '').includes('{CHECKOUT_SESSION_ID}')) {
      throw new StripeRequestError(400, 'success_url should carry {CHECKOUT_SESSION_ID}', 'success_url');
    }
    if (!/^https?:\/\//.test(String(params['cancel_url'] ?? ''))) throw new StripeRequestError(400, 'Not a valid URL', 'cancel_url');
    if (!params['customer'] && !params['customer_email']) throw new StripeRequestError(400, 'customer or customer_email is required', 'customer_email');
  }

  function subscriptionObject(input: { customer: string; price: Json; metadata: Json }): Json {
    const start = now();
    return {
      id: id('sub'),
      object: 'subscription',
      status: 'active',
      customer: input.customer,
      cancel_at_period_end: false,
      metadata: input.metadata,
      items: {
        object: 'list',
        data: [
          { id: id('si'), object: 'subscription_item', price: input.price, quantity: 1, current_period_start: start, current_period_end: start + 30 * 86400 },
        ],
      },
    };
  }

  function route(method: string, path: string, params: Json): { status?: number; body: Json } {
    if (method === 'GET' && path === '/v1/prices') {
      const keys = list(params['lookup_keys']).map(String);
      const data = [...prices.values()].filter((price) => keys.length === 0 || keys.includes(String(price['lookup_key'])));
      return { body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && path === '/v1/products') {
      if (!params['name']) throw new StripeRequestError(400, 'Missing required param: name.', 'name');
      const product = { id: id('prod'), object: 'product', name: params['name'], metadata: record(params['metadata']), active: true };
      products.set(product.id, product);
      return { body: product };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (!products.has(String(params['product']))) throw new StripeRequestError(400, `No such product: '${String(params['product'])}'`, 'product');
      const amount = Number(params['unit_amount']);
      if (!Number.isInteger(amount) || amount <= 0) throw new StripeRequestError(400, 'Invalid integer: unit_amount', 'unit_amount');
      if ([...prices.values()].some((price) => price['lookup_key'] === params['lookup_key'])) {
        throw new StripeRequestError(400, 'A price with this lookup_key already exists', 'lookup_key');
      }
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: params['currency'],
        unit_amount: amount,
        recurring: { interval: record(params['recurring'])['interval'], interval_count: 1 },
        lookup_key: params['lookup_key'] ?? null,
        product: params['product'],
        metadata: record(params['metadata']),
      };
      prices.set(price.id, price);
      return { body: price };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      checkCheckout(params);
      const sessionId = id('cs');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        client_reference_id: params['client_reference_id'],
        customer: params['customer'] ?? null,
        customer_email: params['customer_email'] ?? null,
        metadata: record(params['metadata']),
        subscription: null,
        success_url: String(params['success_url']).replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: params['cancel_url'],
        locale: params['locale'] ?? null,
        line_items: params['line_items'],
        subscription_data: params['subscription_data'],
      };
      checkoutSessions.set(sessionId, session);
      return { body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = checkoutSessions.get(decodeURIComponent(sessionMatch[1]!));
      if (!session) throw new StripeRequestError(404, `No such checkout.session: '${sessionMatch[1]!}'`, 'id');
      return { body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params['customer'] ?? '');
      const known = [...subscriptions.values()].some((subscription) => subscription['customer'] === customer);
      if (!known) throw new StripeRequestError(400, `No such customer: '${customer}'`, 'customer');
      const portalId = id('bps');
      return {
        body: {
          id: portalId,
          object: 'billing_portal.session',
          customer,
          return_url: params['return_url'],
          url: `https://billing.stripe.test/p/session/${portalId}`,
        },
      };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription) throw new StripeRequestError(404, `No such subscription: '${subscriptionMatch[1]!}'`, 'id');
      if (method === 'GET') return { body: subscription };
      // Cancels at once, as `stripe.subscriptions.cancel(id)` asks.
      if (method === 'DELETE') {
        if (subscription['status'] === 'canceled') throw new StripeRequestError(400, 'This subscription is already canceled.', 'id');
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return { body: subscription };
      }
      if (method === 'POST') {
        const item = record(list(params['items'])[0]);
        const existing = record(list(record(subscription['items'])['data'])[0]);
        if (item['id'] !== existing['id']) throw new StripeRequestError(400, 'items[0][id] must name the existing item', 'items');
        const price = prices.get(String(item['price']));
        if (!price) throw new StripeRequestError(400, `No such price: '${String(item['price'])}'`, 'items[0][price]');
        existing['price'] = price;
        if (params['metadata']) subscription['metadata'] = { ...record(subscription['metadata']), ...record(params['metadata']) };
        return { body: subscription };
      }
    }
    throw new StripeRequestError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const [path, query = ''] = (req.url ?? '/').split('?');
      const params = (req.method === 'GET' ? qs.parse(query) : qs.parse(raw)) as Json;
      const entry: StripeStubRequest = { method: req.method ?? 'GET', path: path!, params };
      const reply = (status: number, body: Json) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      try {
        const answer = route(entry.method, entry.path, params);
        requests.push(entry);
        reply(answer.status ?? 200, answer.body);
      } catch (error) {
        if (!(error instanceof StripeRequestError)) throw error;
        refused.push({ request: entry, reason: error.message });
        reply(error.status, { error: { type: 'invalid_request_error', message: error.message, ...(error.param ? { param: error.param } : {}) } });
      }
    })().catch(() => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'stub failure' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused,
    prices,
    checkoutSessions,
    subscriptions,
    completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const item = record(list(session['line_items'])[0]);
      const price = prices.get(String(item['price']))!;
      const customer = typeof session['customer'] === 'string' ? session['customer'] : id('cus');
      const subscription = subscriptionObject({ customer, price, metadata: record(record(session['subscription_data'])['metadata']) });
      subscriptions.set(String(subscription['id']), subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription['id'] });
      return { session, subscription };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
