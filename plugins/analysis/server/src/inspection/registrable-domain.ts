import { getDomain } from 'tldts';

/** The registrable domain of a host (`loja.exemplo.com.br` → `exemplo.com.br`); an IP address or a bare name stands for itself. */
export function registrableDomainOf(host: string): string {
  const bare = host
    .replace(/^\./, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return getDomain(bare) ?? bare;
}

/** Whether a URL belongs to the same site as the page: its registrable domain is the page's. */
export function isFirstParty(url: string, pageSite: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    // data:, blob: and about: requests come from the page itself.
    if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'ws:' && protocol !== 'wss:') return true;
    return registrableDomainOf(hostname) === pageSite;
  } catch {
    return false;
  }
}
