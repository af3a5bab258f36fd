import type { LocalizedText } from '@otimiza/sdk/shared';
import type { BrazilCheckId } from './brazil-check.js';

/** Short names of the signals, for the sentences that list what a page has or lacks. */
export const brazilSignalLabels: Readonly<Record<BrazilCheckId, LocalizedText>> = {
  'lang-pt-br': { pt: 'idioma pt-BR declarado', en: 'pt-BR language declared' },
  'hreflang-pt-br': { pt: 'hreflang pt-BR', en: 'pt-BR hreflang' },
  'brl-price-format': { pt: 'preços em reais no formato brasileiro', en: 'prices in reais in the Brazilian format' },
  cnpj: { pt: 'CNPJ', en: 'CNPJ' },
  'lgpd-privacy-policy': { pt: 'política de privacidade (LGPD)', en: 'privacy policy (LGPD)' },
  'cookie-consent': { pt: 'aviso de consentimento de cookies', en: 'cookie consent notice' },
  'whatsapp-contact': { pt: 'contato por WhatsApp', en: 'WhatsApp contact' },
  pix: { pt: 'Pix', en: 'Pix' },
  boleto: { pt: 'boleto bancário', en: 'boleto bancário' },
  'local-business-schema': { pt: 'dados estruturados de negócio local com endereço no Brasil', en: 'local business structured data with a Brazilian address' },
  'phone-br-format': { pt: 'telefone no formato +55', en: 'phone in +55 format' },
  'br-domain': { pt: 'domínio .br', en: '.br domain' },
  map: { pt: 'mapa da localização', en: 'location map' },
};
