import type { LookupAddress, lookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createSafeLookup } from './safe-lookup.js';

/** A resolver that answers every name with the given addresses, as getaddrinfo would. */
const resolverOf = (addresses: string[]) =>
  ((_hostname: string, _options: unknown, callback: (error: null, found: LookupAddress[]) => void) =>
    process.nextTick(() =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      ),
    )) as unknown as typeof lookup;

const lookUp = (addresses: string[], hostname = 'erp.intranet.example') =>
  new Promise<{ error: (Error & { code?: string }) | null; found: unknown }>((resolve) =>
    createSafeLookup({ allowLoopback: false }, resolverOf(addresses))(hostname, { all: true }, (error, found) => resolve({ error, found })),
  );

describe('a name is judged by every address it resolves to', () => {
  it('refuses a name that resolves to a private, link-local or IPv4-compatible address', async () => {
    for (const addresses of [['10.0.0.7'], ['169.254.169.254'], ['::a9fe:a9fe'], ['93.184.216.34', '192.168.0.10']]) {
      const { error } = await lookUp(addresses);
      expect(error?.code, addresses.join(', ')).toBe('EOUTBOUNDBLOCKED');
    }
  });

  it('answers the checked addresses of a public name', async () => {
    const { error, found } = await lookUp(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'], 'loja.example.com.br');
    expect(error).toBeNull();
    expect(found).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
  });
});
