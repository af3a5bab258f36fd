import { Module } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEvent, defineServerPlugin, EventsPort, JobQueue, type PublishedEvent } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { eventDeliveryJob } from './event-delivery.job.js';

const visitEvent = defineEvent<{ page: string }>('spec.page-visited');

/** A plugin of the Enterprise plan (the core's userManagement feature) whose only work is an event subscriber. */
function listeningPlugin(heard: PublishedEvent<{ page: string }>[]) {
  class ListeningModule {
    constructor(events: EventsPort) {
      events.subscribe(visitEvent, 'listening.visits', async (event) => void heard.push(event));
    }
  }
  Module({})(ListeningModule);
  Reflect.defineMetadata('design:paramtypes', [EventsPort], ListeningModule);
  return defineServerPlugin({
    manifest: definePluginManifest({ id: 'listening', displayName: { id: 'listening.name', message: 'Escuta' }, requiredFeature: 'userManagement' }),
    module: ListeningModule,
  });
}

/** The host, not the plugin, decides which workspaces' events reach a plugin's subscriber. */
describe('a plugin’s event subscribers, for the workspaces that use the plugin only', () => {
  const heard: PublishedEvent<{ page: string }>[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [listeningPlugin(heard)] });
  });
  afterAll(() => testApp?.close());

  /** Publishes and waits until the plugin's delivery job is over, whatever it did. */
  async function publishAndWait(workspaceId: string, page: string): Promise<string> {
    const id = (await testApp.app.get(EventsPort).publish(visitEvent, workspaceId, { page }))!;
    await testApp.app.get(JobQueue).waitForResult(eventDeliveryJob, `${id}.listening.visits`, 60_000);
    return id;
  }

  it('delivers to an Enterprise workspace using it, never to one whose plan lacks it nor to one that switched it off', async () => {
    const using = await createTestUser(testApp, { plan: 'enterprise' });
    const onPro = await createTestUser(testApp, { plan: 'pro' });
    const switchedOff = await createTestUser(testApp, { plan: 'enterprise' });
    await switchedOff.agent.put('/api/workspace/plugins/listening').send({ enabled: false }).expect(200);

    const delivered = await publishAndWait(using.workspaceId, '/loja');
    await publishAndWait(onPro.workspaceId, '/pro');
    await publishAndWait(switchedOff.workspaceId, '/desligado');
    expect(heard.map((event) => [event.id, event.payload.page])).toEqual([[delivered, '/loja']]);

    // Switched on again, its next event is delivered.
    await switchedOff.agent.put('/api/workspace/plugins/listening').send({ enabled: true }).expect(200);
    const again = await publishAndWait(switchedOff.workspaceId, '/religado');
    expect(heard.map((event) => event.id)).toEqual([delivered, again]);
  });
});
