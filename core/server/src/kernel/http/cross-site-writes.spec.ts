import { describe, expect, it } from 'vitest';
import { assertSameSiteWrite, type TrustedOrigins } from './cross-site-writes.js';

const trusted: TrustedOrigins = {
  publicUrl: 'https://otimiza.example.com.br',
  isBrandedHost: async (host) => host === 'painel.agencia.com.br',
};

/** As Node hands a request over: header names in lower case. */
const requestWith = (headers: Record<string, string>, host = 'otimiza.internal:3000') => ({
  headers: { host, ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) },
  host,
});

const verdict = (headers: Record<string, string>, host?: string) =>
  assertSameSiteWrite(requestWith(headers, host), trusted).then(
    () => 'allowed',
    (error: { body?: { error?: { details?: { code?: string } } } }) => error.body?.error?.details?.code,
  );

describe('assertSameSiteWrite', () => {
  it.each([
    ['the page of this host', { Origin: 'http://otimiza.internal:3000' }],
    ['PUBLIC_URL, behind a proxy that sends its own Host', { Origin: 'https://otimiza.example.com.br' }],
    ['an active white-label domain', { Origin: 'https://painel.agencia.com.br', 'Sec-Fetch-Site': 'cross-site' }],
    ['a browser that says same-origin without an Origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a navigation the user started', { 'Sec-Fetch-Site': 'none' }],
    ['a client that is no browser', {}],
  ])('allows %s', async (_, headers) => {
    expect(await verdict(headers)).toBe('allowed');
  });

  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['another site that claims same-origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }],
    ['a sandboxed frame', { Origin: 'null' }],
    ['a malformed origin', { Origin: 'otimiza.internal:3000' }],
    ['this site over plain http', { Origin: 'http://otimiza.example.com.br' }],
    ['a white-label domain over plain http', { Origin: 'http://painel.agencia.com.br' }],
    ['a lookalike of this host', { Origin: 'http://otimiza.internal:3000.evil.example' }],
    ['a cross-site fetch without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain without an Origin', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses %s with CROSS_SITE_REQUEST', async (_, headers) => {
    expect(await verdict(headers)).toBe('CROSS_SITE_REQUEST');
  });
});
