/** The host of an address without `www.`, lower-case; null when it is not one. */
export function siteHost(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Whether an audited address belongs to one of a client's sites (same host, `www.` aside). */
export function belongsToSites(url: string, sites: readonly string[]): boolean {
  const host = siteHost(url);
  return host !== null && sites.some((site) => siteHost(site) === host);
}
