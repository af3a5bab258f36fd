import type { BrazilCheckId } from './brazil-check.js';
import type { BrazilAdvice } from './brazil-advice.js';
import { boletoAdvice } from './advice/boleto.advice.js';
import { brDomainAdvice } from './advice/br-domain.advice.js';
import { brlPriceFormatAdvice } from './advice/brl-price-format.advice.js';
import { cnpjAdvice } from './advice/cnpj.advice.js';
import { cookieConsentAdvice } from './advice/cookie-consent.advice.js';
import { hreflangPtBrAdvice } from './advice/hreflang-pt-br.advice.js';
import { langPtBrAdvice } from './advice/lang-pt-br.advice.js';
import { lgpdPrivacyPolicyAdvice } from './advice/lgpd-privacy-policy.advice.js';
import { localBusinessSchemaAdvice } from './advice/local-business-schema.advice.js';
import { mapAdvice } from './advice/map.advice.js';
import { phoneBrFormatAdvice } from './advice/phone-br-format.advice.js';
import { pixAdvice } from './advice/pix.advice.js';
import { whatsappContactAdvice } from './advice/whatsapp-contact.advice.js';

/** The optimisation texts for each Brazil-market check, in pt-BR and en. */
export const brazilAdviceCatalogue: Readonly<Record<BrazilCheckId, BrazilAdvice>> = {
  'lang-pt-br': langPtBrAdvice,
  'hreflang-pt-br': hreflangPtBrAdvice,
  'brl-price-format': brlPriceFormatAdvice,
  cnpj: cnpjAdvice,
  'lgpd-privacy-policy': lgpdPrivacyPolicyAdvice,
  'cookie-consent': cookieConsentAdvice,
  'whatsapp-contact': whatsappContactAdvice,
  pix: pixAdvice,
  boleto: boletoAdvice,
  'local-business-schema': localBusinessSchemaAdvice,
  'phone-br-format': phoneBrFormatAdvice,
  'br-domain': brDomainAdvice,
  map: mapAdvice,
};
