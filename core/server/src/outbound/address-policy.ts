import ipaddr from 'ipaddr.js';

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name of the address (or of the IPv4 address embedded in an IPv6 one). */
  range: string;
}

/** Cloud metadata services, refused even when private targets are allowed. */
const metadataAddresses = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);

/** IPv6 forms that carry an IPv4 address: judge the IPv4 address inside. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  const bytes = address.toByteArray();
  if (range === 'rfc6052' || range === 'rfc6145') return new ipaddr.IPv4(bytes.slice(12) as [number, number, number, number]);
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6) as [number, number, number, number]);
  if (range === 'teredo') return new ipaddr.IPv4(bytes.slice(12).map((b) => b ^ 0xff) as [number, number, number, number]);
  return null;
}

/**
 * Only public unicast addresses are reachable. Loopback, private, link-local, shared-address
 * (100.64/10), multicast, reserved, unspecified and metadata addresses are refused, in every
 * spelling (URL parsing has already normalised `127.1`, `2130706433`, `0x7f000001`…).
 * `allowLoopback` (ALLOW_PRIVATE_TARGETS, never in production) opens loopback only.
 */
export function judgeAddress(input: string, options: { allowLoopback: boolean }): AddressVerdict {
  const text = input.replace(/^\[|\]$/g, '').toLowerCase();
  if (!ipaddr.isValid(text)) return { allowed: false, range: 'invalid' };
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6') {
    const inner = embeddedIpv4(address as ipaddr.IPv6);
    if (inner) address = inner;
  }
  const normalised = address.toString();
  const range = address.range();
  if (metadataAddresses.has(normalised)) return { allowed: false, range: 'metadata' };
  if (range === 'unicast') return { allowed: true, range };
  if (range === 'loopback' && options.allowLoopback) return { allowed: true, range };
  return { allowed: false, range };
}
