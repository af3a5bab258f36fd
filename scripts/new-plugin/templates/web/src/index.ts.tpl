import { AppstoreOutlined } from '@ant-design/icons';
import { __CAMEL__Manifest } from '@otimiza/plugin-__ID__-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** __TITLE__: one page at /__ID__, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: __CAMEL__Manifest,
  routes: [{ path: '/__ID__', load: () => import('./pages/__PASCAL__Page') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { AppstoreOutlined },
});
