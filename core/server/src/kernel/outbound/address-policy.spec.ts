import { describe, expect, it } from 'vitest';
import { judgeAddress } from './address-policy.js';

const strict = { allowLoopback: false };
const hostOf = (url: string) => new URL(url).hostname;

describe('judgeAddress', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[64:ff9b::7f00:1]/', 'loopback'],
    ['http://10.0.0.5/', 'private'],
    ['http://172.16.3.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://[::ffff:192.168.1.1]/', 'private'],
    ['http://100.64.0.1/', 'carrierGradeNat'],
    ['http://169.254.10.10/', 'linkLocal'],
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://[fd12:3456::1]/', 'uniqueLocal'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://169.254.169.254/', 'metadata'],
    ['http://[fd00:ec2::254]/', 'metadata'],
    ['http://100.100.100.200/', 'metadata'],
    // IPv4-compatible IPv6 (::/96, deprecated): `[::169.254.169.254]` is normalised to `[::a9fe:a9fe]`.
    ['http://[::169.254.169.254]/', 'metadata'],
    ['http://[::a9fe:a9fe]/', 'metadata'],
    ['http://[::7f00:1]/', 'loopback'],
    ['http://[::10.0.0.1]/', 'private'],
    ['http://[::5db8:d70e]/', 'ipv4Compatible'],
    // IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96; the local-use 64:ff9b:1::/48 is never public), 6to4, Teredo.
    ['http://[::ffff:0:a9fe:a9fe]/', 'metadata'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'metadata'],
    ['http://[64:ff9b::10.0.0.1]/', 'private'],
    ['http://[64:ff9b:1::5db8:d70e]/', 'nat64LocalUse'],
    ['http://[2002:a9fe:a9fe::1]/', 'metadata'],
    ['http://[2002:c0a8:101::1]/', 'private'],
    // Teredo: the client's address is stored inverted (10.0.0.1 → f5ff:fffe); the server's (bytes 4–7) is judged too.
    ['http://[2001:0:4136:e378::f5ff:fffe]/', 'private'],
    ['http://[2001:0:a00:1::a247:28f1]/', 'private'],
  ])('refuses %s (%s)', (url, range) => {
    expect(judgeAddress(hostOf(url), strict)).toEqual({ allowed: false, range });
  });

  it('allows public unicast addresses', () => {
    expect(judgeAddress('93.184.215.14', strict).allowed).toBe(true);
    expect(judgeAddress('[2606:4700::6810:84e5]', strict).allowed).toBe(true);
    // IPv6 forms that embed a public IPv4 address (93.184.215.14).
    expect(judgeAddress(hostOf('http://[::ffff:93.184.215.14]/'), strict).allowed).toBe(true);
    expect(judgeAddress(hostOf('http://[64:ff9b::93.184.215.14]/'), strict).allowed).toBe(true);
    expect(judgeAddress('2002:5db8:d70e::1', strict).allowed).toBe(true);
    expect(judgeAddress('2001:0:4136:e378::a247:28f1', strict).allowed).toBe(true);
  });

  it('opens loopback only, never private or metadata, with ALLOW_PRIVATE_TARGETS', () => {
    const open = { allowLoopback: true };
    expect(judgeAddress('127.0.0.1', open).allowed).toBe(true);
    expect(judgeAddress(hostOf('http://[::ffff:127.0.0.1]/'), open).allowed).toBe(true);
    expect(judgeAddress('10.0.0.1', open).allowed).toBe(false);
    expect(judgeAddress('169.254.169.254', open).allowed).toBe(false);
  });
});
