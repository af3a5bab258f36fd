import { fileURLToPath } from 'node:url';
import { describePluginContract } from '@otimiza/host-testing';
import manualPlugin from './index.js';

describePluginContract(manualPlugin, {
  crossWorkspace: {},
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
