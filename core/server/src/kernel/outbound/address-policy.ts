import ipaddr from 'ipaddr.js';

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js range name of the address (or of the IPv4 address embedded in an IPv6 one). */
  range: string;
}

/** Cloud metadata services, refused even when private targets are allowed. */
const metadataAddresses = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);

const ipv4 = (bytes: number[]) => new ipaddr.IPv4(bytes as [number, number, number, number]);

/** ::/96, IPv4-compatible IPv6 (deprecated by RFC 4291): `[::169.254.169.254]`, which URLs spell `[::a9fe:a9fe]`. */
const ipv4Compatible = ipaddr.parseCIDR('::/96');
/** NAT64's local-use prefix (RFC 8215): its IPv4 may sit anywhere after the prefix, and it is never a public target. */
const nat64LocalUse = ipaddr.parseCIDR('64:ff9b:1::/48');

/**
 * The IPv4 addresses an IPv6 address carries, to be judged instead of it: mapped (::ffff:0:0/96),
 * translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16: bytes 2–5) and Teredo
 * (2001::/32: the server in bytes 4–7, the client inverted in bytes 12–15). Null for other forms.
 */
function embeddedIpv4s(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return [ipv4(bytes.slice(12))];
  if (range === '6to4') return [ipv4(bytes.slice(2, 6))];
  if (range === 'teredo') return [ipv4(bytes.slice(4, 8)), ipv4(bytes.slice(12).map((byte) => byte ^ 0xff))];
  return null;
}

function judgeIpv4(address: ipaddr.IPv4, options: { allowLoopback: boolean }): AddressVerdict {
  const range = address.range();
  if (metadataAddresses.has(address.toString())) return { allowed: false, range: 'metadata' };
  if (range === 'unicast') return { allowed: true, range };
  if (range === 'loopback' && options.allowLoopback) return { allowed: true, range };
  return { allowed: false, range };
}

/** The first refused of several verdicts, else the last allowed one. */
const strictest = (verdicts: AddressVerdict[]): AddressVerdict => verdicts.find((verdict) => !verdict.allowed) ?? verdicts[verdicts.length - 1]!;

/**
 * Only public unicast addresses are reachable. Loopback, private, link-local, shared-address
 * (100.64/10), multicast, reserved, unspecified and metadata addresses are refused, in every
 * spelling (URL parsing has already normalised `127.1`, `2130706433`, `0x7f000001`…).
 * `allowLoopback` (ALLOW_PRIVATE_TARGETS, never in production) opens loopback only.
 */
export function judgeAddress(input: string, options: { allowLoopback: boolean }): AddressVerdict {
  const text = input.replace(/^\[|\]$/g, '').toLowerCase();
  if (!ipaddr.isValid(text)) return { allowed: false, range: 'invalid' };
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return judgeIpv4(address as ipaddr.IPv4, options);
  const v6 = address as ipaddr.IPv6;
  if (metadataAddresses.has(v6.toString())) return { allowed: false, range: 'metadata' };
  if (v6.match(nat64LocalUse)) return { allowed: false, range: 'nat64LocalUse' };
  const range = v6.range();
  // `::` and `::1` keep their own names; every other ::/96 address is refused, naming its IPv4's range when that is not public.
  if (range === 'unicast' && v6.match(ipv4Compatible)) {
    const inner = judgeIpv4(ipv4(v6.toByteArray().slice(12)), { allowLoopback: false });
    return { allowed: false, range: inner.allowed ? 'ipv4Compatible' : inner.range };
  }
  const embedded = embeddedIpv4s(v6);
  if (embedded) return strictest(embedded.map((inner) => judgeIpv4(inner, options)));
  if (range === 'unicast') return { allowed: true, range };
  if (range === 'loopback' && options.allowLoopback) return { allowed: true, range };
  return { allowed: false, range };
}
