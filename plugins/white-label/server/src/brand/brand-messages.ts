import type { LocalizedText } from '@otimiza/sdk/shared';

export const brandMessages = {
  logoNotFound: { pt: 'Nenhum logo salvo.', en: 'No logo saved.' },
} satisfies Record<string, LocalizedText>;
