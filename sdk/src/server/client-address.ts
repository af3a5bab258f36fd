import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key of a client address for rate limits: an IPv4 address as it is (also when written as
 * IPv6-mapped), an IPv6 address by its /64 network, since one subscriber usually holds a whole /64.
 * `ip` is Express's `request.ip`, which follows X-Forwarded-For only as far as the host's TRUST_PROXY allows.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string): string[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16).toString(16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const [head = '', tail] = address.split('::');
  const first = toGroups(head);
  if (tail === undefined) return first;
  const last = toGroups(tail);
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}
