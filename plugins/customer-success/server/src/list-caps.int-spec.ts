import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import type { CreateCustomer, CreatePlaybook, CustomerList, PlaybookList } from '@otimiza/plugin-customer-success-shared';
import { MAX_CHURNED_LISTED, MAX_MANUAL_CUSTOMERS } from './customers/customers.service.js';
import { MAX_OWN_PLAYBOOKS } from './playbooks/playbooks.service.js';
import { startCsApp, type CsApp } from './testing/cs-test-kit.js';

const playbook: CreatePlaybook = { name: 'Boas-vindas', actions: [{ type: 'reaudit', name: 'Nova auditoria' }] };
const customer: CreateCustomer = { name: 'Loja Aurora' };

interface CappedList {
  path: string;
  limit: number;
  /** Whatever else the workspace keeps that the cap does not count (the built-in playbooks, a client workspace). */
  beside: (user: TestUser) => Promise<void>;
  /** Stores $2 rows of the list for the workspace $1 straight in the database. */
  fill: string;
  body: object;
  /** How many the list shows of those the cap counts. */
  counted: (user: TestUser) => Promise<number>;
  pt: string;
  en: string;
}

const lists: Record<string, CappedList> = {
  playbooks: {
    path: '/api/cs/playbooks',
    limit: MAX_OWN_PLAYBOOKS,
    beside: async (user) => void (await user.agent.get('/api/cs/playbooks').expect(200)),
    fill: `insert into customer_success_playbook (id, workspace_id, name, category, actions)
      select gen_random_uuid(), $1, 'Playbook ' || n, 'retention', '[{"type":"reaudit","name":"Nova auditoria","minutesSaved":15}]'::jsonb
      from generate_series(1, $2::int) n`,
    body: playbook,
    counted: async (user) => ((await user.agent.get('/api/cs/playbooks').expect(200)).body as PlaybookList).playbooks.filter((each) => !each.builtIn).length,
    pt: `Limite de ${MAX_OWN_PLAYBOOKS} playbooks próprios atingido. Exclua um deles para criar outro.`,
    en: `Limit of ${MAX_OWN_PLAYBOOKS} playbooks of your own reached. Delete one of them to create another.`,
  },
  'clients added by hand': {
    path: '/api/cs/customers',
    limit: MAX_MANUAL_CUSTOMERS,
    beside: async (user) => void (await user.agent.post('/api/workspace/clients').send({ name: 'Cliente workspace' }).expect(201)),
    // Health computed just now: the list does not compute it again for each.
    fill: `insert into customer_success_customer (id, workspace_id, kind, name, start_date, sites, computed_at)
      select gen_random_uuid(), $1, 'manual', 'Cliente ' || n, now(), '[]'::jsonb, now() from generate_series(1, $2::int) n`,
    body: customer,
    counted: async (user) =>
      ((await user.agent.get('/api/cs/customers').expect(200)).body as CustomerList).customers.filter((each) => each.kind === 'manual').length,
    pt: `Limite de ${MAX_MANUAL_CUSTOMERS} clientes adicionados à mão atingido. Exclua um deles para criar outro.`,
    en: `Limit of ${MAX_MANUAL_CUSTOMERS} clients added by hand reached. Delete one of them to create another.`,
  },
};

describe('customer success lists are capped per workspace', () => {
  let app: CsApp;

  beforeAll(async () => {
    app = await startCsApp();
  });
  afterAll(() => app?.testApp.close());

  const enterprise = () => createTestUser(app.testApp, { plan: 'enterprise' });

  for (const [name, list] of Object.entries(lists)) {
    it(`${name}: of 20 creations at once at the cap − 1 one is stored, 19 answer 409 ITEM_LIMIT; another workspace still creates`, async () => {
      const [full, other] = [await enterprise(), await enterprise()];
      await list.beside(full);
      await queryDatabase(app.testApp.database.url, list.fill, [full.workspaceId, list.limit - 1]);

      const answers = await Promise.all(Array.from({ length: 20 }, () => full.agent.post(list.path).set('Accept-Language', 'pt').send(list.body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.error.details).toEqual({ code: 'ITEM_LIMIT', limit: list.limit });
        expect(refused.body.error.message).toBe(list.pt);
      }
      const english = await full.agent.post(list.path).set('Accept-Language', 'en').send(list.body).expect(409);
      expect(english.body.error).toMatchObject({ message: list.en, details: { code: 'ITEM_LIMIT' } });
      expect(await list.counted(full)).toBe(list.limit);

      await other.agent.post(list.path).send(list.body).expect(201);
    });
  }

  it('lists the latest churned clients only: churned rows stay for the churn model, the list stays bounded', async () => {
    const agency = await enterprise();
    await agency.agent.post('/api/cs/customers').send({ name: 'Cliente ativo' }).expect(201);
    // Departures a day apart: the latest are those of the smallest n.
    await queryDatabase(
      app.testApp.database.url,
      `insert into customer_success_customer (id, workspace_id, kind, name, start_date, sites, computed_at, status, churned_at)
        select gen_random_uuid(), $1, 'manual', 'Antigo ' || lpad(n::text, 4, '0'), now() - interval '2 years', '[]'::jsonb, now(), 'churned', now() - n * interval '1 day'
        from generate_series(1, $2::int) n`,
      [agency.workspaceId, MAX_CHURNED_LISTED + 100],
    );
    const churned = ((await agency.agent.get('/api/cs/customers?status=churned').expect(200)).body as CustomerList).customers;
    expect(churned).toHaveLength(MAX_CHURNED_LISTED);
    expect(
      churned
        .map((each) => each.customerName)
        .sort()
        .at(-1),
    ).toBe(`Antigo ${String(MAX_CHURNED_LISTED).padStart(4, '0')}`);
    const all = ((await agency.agent.get('/api/cs/customers?status=all').expect(200)).body as CustomerList).customers;
    expect(all).toHaveLength(MAX_CHURNED_LISTED + 1);
    expect(all.map((each) => each.customerName)).toContain('Cliente ativo');
  });
});
