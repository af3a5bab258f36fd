import { ownershipRecordName } from '@otimiza/plugin-white-label-shared';
import { DnsUnavailableError, normaliseName } from './dns-lookup.js';

/** The look-ups a check needs (DnsLookup, or a spec's stand-in). */
export interface DnsAnswers {
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
  txt(name: string): Promise<string[]>;
}

/** Whether the address reaches this platform: its own CNAME is the platform, it points elsewhere, or it has no record. */
export type Routing = 'points_here' | 'wrong_target' | 'not_found';

/** What one check found; or that the DNS could not be asked. */
export type DnsCheckResult =
  | {
      outcome: 'checked';
      routing: Routing;
      /** The name the CNAME points at, or the addresses found where there is no CNAME (null when they are the platform's). */
      foundTarget: string | null;
      /** The ownership TXT record holds the token asked about (false when none was asked about). */
      tokenFound: boolean;
    }
  | { outcome: 'unavailable'; code: string };

/**
 * Looks `host` up and tells whether it points at `target` (this platform's host name):
 * - its CNAME is `target` itself → points here. A CNAME to any other name → wrong target, even
 *   when that name points here in turn: the address would then be answered by whoever holds that
 *   intermediate name;
 * - no CNAME, but addresses that are all among `target`'s (a root domain whose DNS provider
 *   flattens the CNAME, or an ALIAS record) → points here; other addresses → wrong target (them);
 * - no CNAME and no address (no such name) → not found.
 * With `token`, also whether `_otimiza-verify.<host>` has a TXT record holding it.
 */
export async function checkDns(dns: DnsAnswers, host: string, target: string, token: string | null = null): Promise<DnsCheckResult> {
  const wanted = normaliseName(target);
  const name = normaliseName(host);
  try {
    const [routing, tokenFound] = await Promise.all([routingOf(dns, name, wanted), token ? hasToken(dns, name, token) : Promise.resolve(false)]);
    return { outcome: 'checked', ...routing, tokenFound };
  } catch (error) {
    if (error instanceof DnsUnavailableError) return { outcome: 'unavailable', code: error.code };
    throw error;
  }
}

async function routingOf(dns: DnsAnswers, name: string, wanted: string): Promise<{ routing: Routing; foundTarget: string | null }> {
  const [alias] = await dns.cname(name);
  if (alias) return { routing: alias === wanted ? 'points_here' : 'wrong_target', foundTarget: alias };
  const found = await dns.addresses(name);
  if (found.length === 0) return { routing: 'not_found', foundTarget: null };
  const ours = new Set(await dns.addresses(wanted));
  if (ours.size > 0 && found.every((address) => ours.has(address))) return { routing: 'points_here', foundTarget: null };
  return { routing: 'wrong_target', foundTarget: found.join(', ') };
}

async function hasToken(dns: DnsAnswers, name: string, token: string): Promise<boolean> {
  const records = await dns.txt(ownershipRecordName(name));
  return records.some((record) => record.trim() === token);
}
