import type { Language } from '@otimiza/sdk/shared';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';

/** antd's own texts (pagination, empty states, modals) follow the interface language. */
export const antdLocales: Record<Language, NonNullable<ConfigProviderProps['locale']>> = { pt: ptBR, en: enUS };
