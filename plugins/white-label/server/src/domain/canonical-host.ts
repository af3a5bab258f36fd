import { domainToASCII } from 'node:url';

/**
 * A host name in the one form white-label addresses are stored and compared in: IDNA's ASCII form
 * (punycode, by Node's `domainToASCII`, which also lowers the case and maps full-width letters and
 * dots), without a trailing dot. '' for a name IDNA refuses.
 */
export function canonicalHost(name: string): string {
  return domainToASCII(name.trim()).replace(/\.$/, '');
}
