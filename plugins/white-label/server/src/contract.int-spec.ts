import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { dataUrl, noisePng, startDnsStub, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract, installedPlugins } from '@otimiza/host-testing';
import whiteLabelPlugin from './index.js';

// The domain saves look their host up: in a DNS server of the spec's own, never the machine's resolvers.
const dns = await startDnsStub();
afterAll(() => dns.close());

/** A domain of the owner's workspace, and its brand's white-label fields (stored in the reports plugin's one brand row). */
async function storeRows(owner: TestUser): Promise<void> {
  const domain = `parceiro-${owner.workspaceId.slice(0, 8)}.example`;
  await owner.agent.put('/api/white-label/domain').send({ domain, subdomain: 'app' }).expect(200);
  await owner.agent
    .put('/api/white-label/brand')
    .send({ brandName: 'Marca do dono', logo: dataUrl('image/png', noisePng()) })
    .expect(200);
}

describePluginContract(whiteLabelPlugin, {
  // The brand it puts in force is the reports plugin's (WorkspaceBrandsPort).
  mountedWith: await installedPlugins('analysis', 'reports'),
  env: { WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: 'https://plataforma.otimiza.test' },
  publicRoutes: {
    'GET /api/public/white-label/brand':
      'the login page of a white-label domain is branded before anyone signs in: it answers only the brand of the request’s own host, while that domain’s DNS points here',
    'GET /api/public/white-label/brands/{ownerId}/logo':
      'the logo of a brand in force, drawn on the branded domain’s login page and on the share pages and PDFs of its workspaces',
    'GET /api/public/white-label/tls-ask':
      'the HTTPS front asks it before it obtains a certificate on demand and has no session: it answers only whether a name is an active white-label domain, rate-limited per client address',
  },
  // Every route acts on the session's workspace (one domain and one brand each): none takes an id.
  crossWorkspace: {},
  storeRows,
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
