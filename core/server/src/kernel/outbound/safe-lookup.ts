import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { judgeAddress } from './address-policy.js';
import { OutboundBlockedError, OutboundLimitError } from './outbound-errors.js';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup` replacement for sockets: every address the name resolves to must pass the
 * policy, and the socket connects to an address that was checked (no rebinding in between).
 */
export function createSafeLookup(options: { allowLoopback: boolean }, resolveName: typeof dnsLookup = dnsLookup) {
  return (hostname: string, lookupOptions: { all?: boolean; family?: number } | number, callback: LookupCallback): void => {
    const opts = typeof lookupOptions === 'number' ? { family: lookupOptions } : lookupOptions;
    resolveName(hostname, { all: true, family: opts.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !judgeAddress(entry.address, options).allowed);
      if (list.length === 0 || refused) {
        const blocked = new OutboundBlockedError(`${hostname} resolves to a non-public address`, { host: hostname, address: refused?.address ?? null });
        return callback(Object.assign(blocked, { code: 'EOUTBOUNDBLOCKED' }) as unknown as NodeJS.ErrnoException, '');
      }
      if (opts.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Checks a URL's host before any connection: literal addresses directly, names through DNS. */
export async function assertPublicHost(hostname: string, options: { allowLoopback: boolean }): Promise<void> {
  await resolvePublicHost(hostname, options);
}

/** Answers one address of the host that passed the policy, after every address was judged. */
export async function resolvePublicHost(hostname: string, options: { allowLoopback: boolean }): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const verdict = judgeAddress(host, options);
    if (!verdict.allowed) throw new OutboundBlockedError(`${verdict.range} address`, { host });
    return host;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    if (!options.allowLoopback) throw new OutboundBlockedError('loopback address', { host });
  }
  return new Promise<string>((resolve, reject) =>
    createSafeLookup(options)(host, { all: true }, (error, addresses) => {
      if (!error) return resolve((addresses as LookupAddress[])[0]!.address);
      if (error instanceof OutboundBlockedError) return reject(error);
      // The name does not resolve: the user's address is unreachable, not a server fault.
      reject(
        new OutboundLimitError(
          'NETWORK_ERROR',
          400,
          {
            pt: 'Não foi possível acessar esta URL. Verifique se o endereço está acessível.',
            en: 'Unable to analyze this URL. Please verify the URL is accessible',
          },
          'dns',
        ),
      );
    }),
  );
}
