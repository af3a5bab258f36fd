import { parsePage, type PageInput, type ParsedPage } from '../common/parse-page.js';
import type { BrazilCheck, BrazilCheckResult } from './brazil-check.js';
import { boletoCheck } from './checks/boleto.check.js';
import { brDomainCheck } from './checks/br-domain.check.js';
import { brlPriceFormatCheck } from './checks/brl-price-format.check.js';
import { cnpjCheck } from './checks/cnpj.check.js';
import { cookieConsentCheck } from './checks/cookie-consent.check.js';
import { hreflangPtBrCheck } from './checks/hreflang-pt-br.check.js';
import { langPtBrCheck } from './checks/lang-pt-br.check.js';
import { lgpdPrivacyPolicyCheck } from './checks/lgpd-privacy-policy.check.js';
import { localBusinessSchemaCheck } from './checks/local-business-schema.check.js';
import { mapCheck } from './checks/map.check.js';
import { phoneBrFormatCheck } from './checks/phone-br-format.check.js';
import { pixCheck } from './checks/pix.check.js';
import { whatsappContactCheck } from './checks/whatsapp-contact.check.js';

/** Every Brazil-market check, in the order of `brazilCheckIds`. */
export const brazilChecks: readonly BrazilCheck[] = [
  langPtBrCheck,
  hreflangPtBrCheck,
  brlPriceFormatCheck,
  cnpjCheck,
  lgpdPrivacyPolicyCheck,
  cookieConsentCheck,
  whatsappContactCheck,
  pixCheck,
  boletoCheck,
  localBusinessSchemaCheck,
  phoneBrFormatCheck,
  brDomainCheck,
  mapCheck,
];

/** Runs every Brazil-market check on a page (raw input, or one already parsed). */
export function detectBrazilSignals(page: PageInput | ParsedPage): BrazilCheckResult[] {
  const parsed = '$' in page ? page : parsePage(page);
  return brazilChecks.map((check) => check(parsed));
}
