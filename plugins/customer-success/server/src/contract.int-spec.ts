import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { inMemoryAnalysesPlugin, InMemoryAnalyses, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import type { CustomerView, PlaybookView } from '@otimiza/plugin-customer-success-shared';
import customerSuccessPlugin from './index.js';

/** A client added by hand to the owner's agency, through the API. */
async function storedCustomer(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/cs/customers').send({ name: 'Cliente do dono', email: 'dono@example.com', mrr: 500 }).expect(201);
  return (created.body as CustomerView).customerId;
}

/** The owner's customer of each playbook made here, for the run. */
const customerOfPlaybook = new Map<string, string>();

/** A playbook of the owner's workspace (one e-mail step), and a client it may run for. */
async function storedPlaybook(owner: TestUser): Promise<string> {
  const created = await owner.agent
    .post('/api/cs/playbooks')
    .send({ name: 'Playbook do dono', actions: [{ type: 'email', name: 'Contato', subject: 'Olá {{cliente}}', body: 'Tudo bem?' }] })
    .expect(201);
  const id = (created.body as PlaybookView).id;
  customerOfPlaybook.set(id, await storedCustomer(owner));
  return id;
}

/** A task and an alert of the owner's workspace, stored as a playbook's run and a snapshot store them. */
async function storedRow(table: 'task' | 'alert', owner: TestUser, testApp: TestApp): Promise<string> {
  const customerId = await storedCustomer(owner);
  const id = randomUUID();
  if (table === 'task') {
    await queryDatabase(
      testApp.database.url,
      `insert into customer_success_task (id, workspace_id, customer_id, source_key, title, kind, due_at) values ($1, $2, $3, $4, 'Ligar para o cliente', 'call', now() + interval '1 day')`,
      [id, owner.workspaceId, customerId, `spec:${id}`],
    );
  } else {
    await queryDatabase(
      testApp.database.url,
      `insert into customer_success_alert (id, workspace_id, customer_id, kind, source_key, title, message) values ($1, $2, $3, 'no-login', $4, $5, $5)`,
      [id, owner.workspaceId, customerId, `spec:${id}`, JSON.stringify({ pt: 'Sem acessos', en: 'No sign-in' })],
    );
  }
  return id;
}

async function storedReport(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/cs/health-report').send({ timeRange: '30d' }).expect(201);
  return created.body.id as string;
}

describePluginContract(customerSuccessPlugin, {
  mountedWith: [inMemoryAnalysesPlugin(new InMemoryAnalyses())],
  publicRoutes: {
    'GET /api/cs/public/surveys/{token}':
      'the NPS question a client opens from a share page or an e-mail without an account; the sealed token names the client, and nothing of the visitor is stored',
    'POST /api/cs/public/surveys/{token}':
      'the client’s NPS answer through that link, one per invitation (a later one replaces it), validated and capped per invitation, per address and per share page, with no cookie and no address kept',
  },
  crossWorkspace: {
    'GET /api/cs/customers/{id}': { create: storedCustomer, call: (agent, id) => agent.get(`/api/cs/customers/${id}`) },
    'PUT /api/cs/customers/{id}': {
      create: storedCustomer,
      call: (agent, id) => agent.put(`/api/cs/customers/${id}`).send({ lastActivity: new Date().toISOString() }),
    },
    'DELETE /api/cs/customers/{id}': { create: storedCustomer, call: (agent, id) => agent.delete(`/api/cs/customers/${id}`) },
    'PATCH /api/cs/playbooks/{id}': { create: storedPlaybook, call: (agent, id) => agent.patch(`/api/cs/playbooks/${id}`).send({ enabled: false }) },
    'DELETE /api/cs/playbooks/{id}': { create: storedPlaybook, call: (agent, id) => agent.delete(`/api/cs/playbooks/${id}`) },
    'POST /api/cs/playbooks/{id}/execute': {
      create: storedPlaybook,
      call: (agent, id) => agent.post(`/api/cs/playbooks/${id}/execute`).send({ customerId: customerOfPlaybook.get(id) ?? randomUUID() }),
    },
    'GET /api/cs/playbooks/{id}/executions': { create: storedPlaybook, call: (agent, id) => agent.get(`/api/cs/playbooks/${id}/executions`) },
    'PATCH /api/cs/tasks/{id}': {
      create: (owner, testApp) => storedRow('task', owner, testApp),
      call: (agent, id) => agent.patch(`/api/cs/tasks/${id}`).send({ status: 'done' }),
    },
    'PATCH /api/cs/alerts/{id}': {
      create: (owner, testApp) => storedRow('alert', owner, testApp),
      call: (agent, id) => agent.patch(`/api/cs/alerts/${id}`).send({ status: 'resolved' }),
    },
    'GET /api/cs/health-reports/{id}/pdf': { create: storedReport, call: (agent, id) => agent.get(`/api/cs/health-reports/${id}/pdf`) },
    'GET /api/cs/health-reports/{id}/csv': { create: storedReport, call: (agent, id) => agent.get(`/api/cs/health-reports/${id}/csv`) },
    'PUT /api/cs/csm-goals/{userId}': {
      create: async (owner) => owner.userId,
      call: (agent, id) => agent.put(`/api/cs/csm-goals/${id}`).send({ retention: 95, expansion: 5 }),
    },
  },
  storeRows: async (owner) => {
    await owner.agent
      .put('/api/cs/settings')
      .send({
        weights: { engagement: 25, value: 25, satisfaction: 25, product: 25 },
        noLoginDays: 10,
        engagementTargets: { signInsPerMonth: 4, reportViewsPerMonth: 2 },
      })
      .expect(200);
    await owner.agent.get('/api/cs/playbooks').expect(200);
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
