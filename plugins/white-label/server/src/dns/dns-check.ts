import type { DnsStatus } from '@otimiza/plugin-white-label-shared';
import { DnsUnavailableError, normaliseName } from './dns-lookup.js';

/** The look-ups a check needs (DnsLookup, or a spec's stand-in). */
export interface DnsAnswers {
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
}

/** What one check found: a status and what the record points at; or that the DNS could not be asked. */
export type DnsCheckResult =
  { outcome: 'checked'; status: Exclude<DnsStatus, 'pending'>; foundTarget: string | null } | { outcome: 'unavailable'; code: string };

/** CNAMEs followed from the configured host (its CNAME may point at an alias of ours). */
const MAX_HOPS = 8;

/**
 * Looks up `host` and tells whether it points at `target` (this platform's host name):
 * - its CNAME is `target`, directly or through further CNAMEs → active;
 * - it has a CNAME to anything else → wrong target (the first name it points at);
 * - no CNAME, but addresses that are all among `target`'s (a root domain whose DNS provider
 *   flattens the CNAME, or an ALIAS record) → active; other addresses → wrong target (them);
 * - no CNAME and no address (no such name) → not found.
 */
export async function checkDns(dns: DnsAnswers, host: string, target: string): Promise<DnsCheckResult> {
  const wanted = normaliseName(target);
  try {
    let firstHop: string | null = null;
    const seen = new Set<string>([normaliseName(host)]);
    let name = normaliseName(host);
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const [next] = await dns.cname(name);
      if (!next) break;
      firstHop ??= next;
      if (next === wanted) return { outcome: 'checked', status: 'active', foundTarget: firstHop };
      if (seen.has(next)) break;
      seen.add(next);
      name = next;
    }
    if (firstHop) return { outcome: 'checked', status: 'wrong_target', foundTarget: firstHop };

    const found = await dns.addresses(host);
    if (found.length === 0) return { outcome: 'checked', status: 'not_found', foundTarget: null };
    const ours = new Set(await dns.addresses(wanted));
    if (ours.size > 0 && found.every((address) => ours.has(address))) return { outcome: 'checked', status: 'active', foundTarget: null };
    return { outcome: 'checked', status: 'wrong_target', foundTarget: found.join(', ') };
  } catch (error) {
    if (error instanceof DnsUnavailableError) return { outcome: 'unavailable', code: error.code };
    throw error;
  }
}
