import { webPluginConfig } from '@otimiza/sdk/vite';

export default webPluginConfig(import.meta.url);
