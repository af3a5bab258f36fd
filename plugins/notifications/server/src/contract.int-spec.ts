import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import notificationsPlugin from './index.js';
import { NotificationsService } from './notifications/notifications.service.js';

/** Rows of the owner's workspace behind the alert rule, template and campaign id routes, stored through its API. */
const alertRuleBody = { name: 'Regra', conditions: [{ metric: 'seo', operator: '<', value: 80 }] };
const templateBody = { name: 'Modelo', category: 'Technical', subject: 'Assunto {{siteUrl}}', body: 'Texto' };
async function storedAlertRule(owner: TestUser): Promise<string> {
  return (await owner.agent.post('/api/notifications/alert-rules').send(alertRuleBody).expect(201)).body.id as string;
}
async function storedTemplate(owner: TestUser): Promise<string> {
  return (await owner.agent.post('/api/notifications/templates').send(templateBody).expect(201)).body.id as string;
}
/** A draft campaign (scheduled tomorrow, so an activation queues nothing that runs now), and its template by campaign. */
const campaignTemplates = new Map<string, string>();
const campaignBody = (templateId: string) => ({
  name: 'Campanha',
  templateId,
  channels: ['in_app'],
  criteria: {},
  scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
});
async function storedCampaign(owner: TestUser): Promise<string> {
  const templateId = await storedTemplate(owner);
  const id = (await owner.agent.post('/api/notifications/campaigns').send(campaignBody(templateId)).expect(201)).body.id as string;
  campaignTemplates.set(id, templateId);
  return id;
}
const campaignBodyFor = (id: string) => campaignBody(campaignTemplates.get(id) ?? randomUUID());

describePluginContract(notificationsPlugin, {
  publicRoutes: {
    'GET /api/public/notifications/open/{token}':
      'the tracking pixel of a notification e-mail, fetched by the mail client without a session; the token is signed by the instance for its message and works for 30 days',
    'GET /api/public/notifications/click/{token}':
      'the click redirect of a notification e-mail or push, opened from the message without a session; the token is signed for its message, works for 30 days and leads only to the app or the notification’s site',
    'GET /api/public/notifications/sw.js': 'the push service worker script, which the browser fetches by itself to register and update it',
  },
  crossWorkspace: {
    'PUT /api/notifications/alert-rules/{id}': {
      create: storedAlertRule,
      call: (agent, id) => agent.put(`/api/notifications/alert-rules/${id}`).send(alertRuleBody),
    },
    'DELETE /api/notifications/alert-rules/{id}': { create: storedAlertRule, call: (agent, id) => agent.delete(`/api/notifications/alert-rules/${id}`) },
    'PUT /api/notifications/templates/{id}': {
      create: storedTemplate,
      call: (agent, id) => agent.put(`/api/notifications/templates/${id}`).send(templateBody),
    },
    'DELETE /api/notifications/templates/{id}': { create: storedTemplate, call: (agent, id) => agent.delete(`/api/notifications/templates/${id}`) },
    'POST /api/notifications/templates/{id}/preview': {
      create: storedTemplate,
      call: (agent, id) => agent.post(`/api/notifications/templates/${id}/preview`).send({ values: {} }),
    },
    'PUT /api/notifications/campaigns/{id}': {
      create: storedCampaign,
      call: (agent, id) => agent.put(`/api/notifications/campaigns/${id}`).send(campaignBodyFor(id)),
    },
    'DELETE /api/notifications/campaigns/{id}': { create: storedCampaign, call: (agent, id) => agent.delete(`/api/notifications/campaigns/${id}`) },
    'POST /api/notifications/campaigns/{id}/status': {
      create: storedCampaign,
      call: (agent, id) => agent.post(`/api/notifications/campaigns/${id}/status`).send({ status: 'active' }),
    },
    'POST /api/notifications/{id}/read': {
      create: async (owner, testApp) => {
        const { notificationIds } = await testApp.app.get(NotificationsService).notify({
          workspaceId: owner.workspaceId,
          userIds: [owner.userId],
          sourceKey: `contract:${randomUUID()}`,
          type: 'system_notification',
          priority: 'low',
          category: 'contract',
          title: { pt: 'Notificação do dono', en: 'The owner’s notification' },
          message: { pt: 'Só o dono a lê.', en: 'Only the owner reads it.' },
        });
        return notificationIds[0]!;
      },
      call: (agent, id) => agent.post(`/api/notifications/${id}/read`),
    },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
