import type { BrazilCheck } from '../brazil-check.js';

/** The final address is under Brazil's country-code domain (.br, .com.br …). */
export const brDomainCheck: BrazilCheck = ({ url }) => {
  const hostname = url.hostname.replace(/\.$/, '').toLowerCase();
  return { id: 'br-domain', found: hostname.endsWith('.br'), evidence: hostname };
};
