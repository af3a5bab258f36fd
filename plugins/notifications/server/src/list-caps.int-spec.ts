import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { AlertRuleInput, CampaignInput, TemplateInput, TemplateView } from '@otimiza/plugin-notifications-shared';
import notificationsPlugin from './index.js';
import { MAX_ALERT_RULES } from './alert-rules/alert-rules.service.js';
import { MAX_CAMPAIGNS } from './campaigns/campaigns.service.js';
import { MAX_TEMPLATES } from './templates/templates.service.js';

const rule: AlertRuleInput = {
  name: 'Desempenho abaixo de 50',
  description: '',
  conditions: [{ metric: 'performance', operator: '<', value: 50, timeWindow: 'latest' }],
  cooldown: 60,
  isActive: true,
  url: null,
};

const template: TemplateInput = {
  name: 'Novidades',
  category: 'Marketing',
  subject: 'Novidades para {{workspaceName}}',
  body: 'Olá {{userName}}.',
  isActive: true,
};

const campaign = (templateId: string): CampaignInput => ({
  name: 'Lançamento',
  description: '',
  type: 'announcement',
  templateId,
  channels: ['in_app'],
  criteria: { scope: 'workspace', roles: [], inactiveDays: 0, maxPerformanceScore: 100 },
  scheduledAt: null,
});

interface CappedList {
  path: string;
  /** The list's key in the GET answer. */
  key: string;
  limit: number;
  /** Stores $2 rows of the list for the workspace $1 straight in the database. */
  fill: string;
  /** A valid creation for the user (a campaign needs a template of its workspace). */
  body: (user: TestUser) => Promise<object>;
  pt: string;
  en: string;
}

const lists: Record<string, CappedList> = {
  'alert rules': {
    path: '/api/notifications/alert-rules',
    key: 'rules',
    limit: MAX_ALERT_RULES,
    fill: `insert into notifications_alert_rule (id, workspace_id, name, conditions, cooldown_minutes)
      select gen_random_uuid(), $1, 'Regra ' || n, '[]'::jsonb, 60 from generate_series(1, $2::int) n`,
    body: async () => rule,
    pt: `Limite de ${MAX_ALERT_RULES} regras de alerta atingido. Exclua uma regra para criar outra.`,
    en: `Limit of ${MAX_ALERT_RULES} alert rules reached. Delete a rule to create another.`,
  },
  templates: {
    path: '/api/notifications/templates',
    key: 'templates',
    limit: MAX_TEMPLATES,
    fill: `insert into notifications_template (id, workspace_id, name, category, subject, body, variables)
      select gen_random_uuid(), $1, 'Template ' || n, 'Marketing', 'Assunto', 'Corpo', '[]'::jsonb from generate_series(1, $2::int) n`,
    body: async () => template,
    pt: `Limite de ${MAX_TEMPLATES} templates atingido. Exclua um template para criar outro.`,
    en: `Limit of ${MAX_TEMPLATES} templates reached. Delete a template to create another.`,
  },
  campaigns: {
    path: '/api/notifications/campaigns',
    key: 'campaigns',
    limit: MAX_CAMPAIGNS,
    fill: `insert into notifications_campaign (id, workspace_id, name, type, status, channels, criteria)
      select gen_random_uuid(), $1, 'Campanha ' || n, 'announcement', 'draft', '["in_app"]'::jsonb, '{"scope":"workspace","roles":[],"inactiveDays":0,"maxPerformanceScore":100}'::jsonb
      from generate_series(1, $2::int) n`,
    body: async (user) => campaign(((await user.agent.post('/api/notifications/templates').send(template).expect(201)).body as TemplateView).id),
    pt: `Limite de ${MAX_CAMPAIGNS} campanhas atingido. Exclua uma campanha para criar outra.`,
    en: `Limit of ${MAX_CAMPAIGNS} campaigns reached. Delete a campaign to create another.`,
  },
};

describe('notifications lists are capped per workspace', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), notificationsPlugin] });
  });
  afterAll(() => testApp?.close());

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const listed = async (user: TestUser, list: CappedList) => ((await user.agent.get(list.path).expect(200)).body as Record<string, unknown[]>)[list.key]!;

  for (const [name, list] of Object.entries(lists)) {
    it(`${name}: of 20 creations at once at the cap − 1 one is stored, 19 answer 409 ITEM_LIMIT; another workspace still creates`, async () => {
      const [full, other] = [await enterprise(), await enterprise()];
      const body = await list.body(full);
      await queryDatabase(testApp.database.url, list.fill, [full.workspaceId, list.limit - 1]);

      const answers = await Promise.all(Array.from({ length: 20 }, () => full.agent.post(list.path).set('Accept-Language', 'pt').send(body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.error.details).toEqual({ code: 'ITEM_LIMIT', limit: list.limit });
        expect(refused.body.error.message).toBe(list.pt);
      }
      const english = await full.agent.post(list.path).set('Accept-Language', 'en').send(body).expect(409);
      expect(english.body.error).toMatchObject({ message: list.en, details: { code: 'ITEM_LIMIT' } });
      expect(await listed(full, list)).toHaveLength(list.limit);

      await other.agent
        .post(list.path)
        .send(await list.body(other))
        .expect(201);
    });
  }
});
