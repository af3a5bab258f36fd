import type { WebPlugin } from '@otimiza/sdk/web';
import { createContext, useContext } from 'react';

/** The web plugins this workspace may use (see useAllowedPlugins), for the pages that compose them. */
export const WebPluginsContext = createContext<readonly WebPlugin[]>([]);

export function useWebPlugins(): readonly WebPlugin[] {
  return useContext(WebPluginsContext);
}
