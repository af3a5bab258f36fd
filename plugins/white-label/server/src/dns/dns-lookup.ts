import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import { pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import { whiteLabelSettings } from '../white-label.settings.js';

/** Answers of a name server that mean "no such record": the name does not exist, or has no record of the type asked. */
const noRecordCodes = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);
/** The first attempt's time-out (c-ares doubles it for the second): a silent server costs a look-up about 3 s. */
const TIMEOUT_MS = 1000;
const TRIES = 2;
/** Whatever the resolver does, a look-up ends by then (cancelled: ECANCELLED). */
const DEADLINE_MS = 3500;

/** A look-up that could not be made: the DNS server failed, refused or did not answer (not "no such record"). */
export class DnsUnavailableError extends Error {
  constructor(
    readonly code: string,
    name: string,
  ) {
    super(`DNS look-up of ${name} failed: ${code}`);
    this.name = 'DnsUnavailableError';
  }
}

/** A host name as DNS answers compare: lower case, no trailing dot. */
export const normaliseName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * The DNS look-ups of the white-label check, through Node's own resolver (c-ares) on the servers
 * of WHITE_LABEL_DNS_SERVERS, or the system's. "No record" answers are empty lists; every other
 * failure throws DnsUnavailableError, so that a resolver in trouble never reads as a missing record.
 */
@Injectable()
export class DnsLookup {
  private readonly servers: readonly string[];

  constructor(settings: SettingsPort) {
    this.servers = pluginSettings(settings, whiteLabelSettings).WHITE_LABEL_DNS_SERVERS;
  }

  /** The CNAME targets of `name` (one, in practice), normalised; [] when it has none. */
  cname(name: string): Promise<string[]> {
    return this.ask(name, (resolver) => resolver.resolveCname(name)).then((names) => names.map(normaliseName));
  }

  /** The TXT records of `name`, each one's strings joined (a long record comes in chunks of 255 characters); [] when it has none. */
  txt(name: string): Promise<string[]> {
    return this.ask(name, (resolver) => resolver.resolveTxt(name).then((records) => records.map((chunks) => chunks.join(''))));
  }

  /** The IPv4 and IPv6 addresses `name` resolves to (through its CNAMEs), or the address itself for an IP literal. */
  async addresses(name: string): Promise<string[]> {
    if (isIP(name)) return [name];
    const [v4, v6] = await Promise.all([this.ask(name, (resolver) => resolver.resolve4(name)), this.ask(name, (resolver) => resolver.resolve6(name))]);
    return [...v4, ...v6];
  }

  private async ask(name: string, query: (resolver: Resolver) => Promise<string[]>): Promise<string[]> {
    const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
    if (this.servers.length > 0) resolver.setServers([...this.servers]);
    const deadline = setTimeout(() => resolver.cancel(), DEADLINE_MS);
    try {
      return await query(resolver);
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN');
      if (noRecordCodes.has(code)) return [];
      throw new DnsUnavailableError(code, name);
    } finally {
      clearTimeout(deadline);
    }
  }
}
