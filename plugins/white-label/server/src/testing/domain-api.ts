import type { DnsStub, TestUser } from '@otimiza/sdk/testing';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';

/** The domain tab's settings as `user`'s workspace reads them (`GET /api/white-label/domain`). */
export const domainOf = async (user: TestUser) => (await user.agent.get('/api/white-label/domain').expect(200)).body as DomainSettingsView;

/** Saves the workspace's domain (`PUT /api/white-label/domain`), expecting it taken. */
export const saveDomain = async (user: TestUser, body: object) =>
  (await user.agent.put('/api/white-label/domain').send(body).expect(200)).body as DomainSettingsView;

/** Checks the saved domain's DNS now (`POST /api/white-label/domain/check`). */
export const checkDomain = async (user: TestUser) => (await user.agent.post('/api/white-label/domain/check').expect(200)).body as DomainSettingsView;

/** Creates at `dns` the TXT record the tab asks for: it proves the domain the workspace's. */
export const proveDomain = (dns: DnsStub, view: DomainSettingsView) => dns.setTxt(view.verification!.name, [view.verification!.value]);
