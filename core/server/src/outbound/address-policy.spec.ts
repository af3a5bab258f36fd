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
  ])('refuses %s (%s)', (url, range) => {
    expect(judgeAddress(hostOf(url), strict)).toEqual({ allowed: false, range });
  });

  it('allows public unicast addresses', () => {
    expect(judgeAddress('93.184.215.14', strict).allowed).toBe(true);
    expect(judgeAddress('[2606:4700::6810:84e5]', strict).allowed).toBe(true);
  });

  it('opens loopback only, never private or metadata, with ALLOW_PRIVATE_TARGETS', () => {
    const open = { allowLoopback: true };
    expect(judgeAddress('127.0.0.1', open).allowed).toBe(true);
    expect(judgeAddress(hostOf('http://[::ffff:127.0.0.1]/'), open).allowed).toBe(true);
    expect(judgeAddress('10.0.0.1', open).allowed).toBe(false);
    expect(judgeAddress('169.254.169.254', open).allowed).toBe(false);
  });
});
