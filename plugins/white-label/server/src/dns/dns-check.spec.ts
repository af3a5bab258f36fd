import { describe, expect, it } from 'vitest';
import { checkDns, type DnsAnswers } from './dns-check.js';
import { DnsUnavailableError } from './dns-lookup.js';

/** DNS answers from a table: CNAMEs, addresses and TXT records by name; a name in `failing` fails as a resolver in trouble does. */
function answers(records: {
  cname?: Record<string, string>;
  addresses?: Record<string, string[]>;
  txt?: Record<string, string[]>;
  failing?: string[];
}): DnsAnswers & { asked: string[] } {
  const asked: string[] = [];
  const fail = (name: string) => {
    if (records.failing?.includes(name)) throw new DnsUnavailableError('ETIMEOUT', name);
  };
  return {
    asked,
    cname: async (name) => {
      asked.push(`CNAME ${name}`);
      fail(name);
      const target = records.cname?.[name];
      return target ? [target] : [];
    },
    addresses: async (name) => {
      asked.push(`A ${name}`);
      fail(name);
      return records.addresses?.[name] ?? [];
    },
    txt: async (name) => {
      asked.push(`TXT ${name}`);
      fail(name);
      return records.txt?.[name] ?? [];
    },
  };
}

const PLATFORM = 'app.otimiza.com.br';
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('checkDns', () => {
  it('points here when the CNAME is the platform itself; a CNAME to another name is a wrong target, even one that leads here', async () => {
    expect(await checkDns(answers({ cname: { 'painel.parceiro.com.br': PLATFORM } }), 'painel.parceiro.com.br', `${PLATFORM}.`)).toEqual({
      outcome: 'checked',
      routing: 'points_here',
      foundTarget: PLATFORM,
      tokenFound: false,
    });
    const chained = answers({ cname: { 'painel.parceiro.com.br': 'parceiro.cdn.example', 'parceiro.cdn.example': PLATFORM } });
    expect(await checkDns(chained, 'painel.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      routing: 'wrong_target',
      foundTarget: 'parceiro.cdn.example',
      tokenFound: false,
    });
    expect(chained.asked).not.toContain('CNAME parceiro.cdn.example');
    expect(await checkDns(answers({ cname: { 'painel.parceiro.com.br': 'sites.outro.example' } }), 'painel.parceiro.com.br', PLATFORM)).toMatchObject({
      routing: 'wrong_target',
      foundTarget: 'sites.outro.example',
    });
  });

  it('without a CNAME: points here when every address is the platform’s (a flattened root), wrong when not, not found without any', async () => {
    const platform = { [PLATFORM]: ['203.0.113.10', '2001:db8::10'] };
    expect(await checkDns(answers({ addresses: { ...platform, 'parceiro.com.br': ['203.0.113.10'] } }), 'parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      routing: 'points_here',
      foundTarget: null,
      tokenFound: false,
    });
    expect(
      await checkDns(answers({ addresses: { ...platform, 'parceiro.com.br': ['203.0.113.10', '198.51.100.1'] } }), 'parceiro.com.br', PLATFORM),
    ).toMatchObject({
      routing: 'wrong_target',
      foundTarget: '203.0.113.10, 198.51.100.1',
    });
    expect(await checkDns(answers({ addresses: platform }), 'novo.parceiro.com.br', PLATFORM)).toMatchObject({ routing: 'not_found', foundTarget: null });
    // A platform whose name resolves to nothing is never matched by addresses.
    expect(await checkDns(answers({ addresses: { 'parceiro.com.br': ['203.0.113.10'] } }), 'parceiro.com.br', PLATFORM)).toMatchObject({
      routing: 'wrong_target',
    });
  });

  it('finds the token in the TXT records of _otimiza-verify.<host>, whatever else is there, and only asks when given one', async () => {
    const dns = answers({ txt: { '_otimiza-verify.painel.parceiro.com.br': ['v=spf1 -all', ` ${TOKEN} `] } });
    expect(await checkDns(dns, 'Painel.Parceiro.com.br.', PLATFORM, TOKEN)).toMatchObject({ routing: 'not_found', tokenFound: true });
    expect(await checkDns(dns, 'painel.parceiro.com.br', PLATFORM, 'f'.repeat(32))).toMatchObject({ tokenFound: false });
    // The record of another name proves nothing about this one.
    expect(await checkDns(dns, 'parceiro.com.br', PLATFORM, TOKEN)).toMatchObject({ tokenFound: false });
    const unasked = answers({});
    await checkDns(unasked, 'parceiro.com.br', PLATFORM);
    expect(unasked.asked.some((question) => question.startsWith('TXT'))).toBe(false);
  });

  it('reports a DNS that could not be asked apart from a missing record', async () => {
    expect(await checkDns(answers({ failing: ['painel.parceiro.com.br'] }), 'painel.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'unavailable',
      code: 'ETIMEOUT',
    });
    expect(await checkDns(answers({ failing: ['_otimiza-verify.painel.parceiro.com.br'] }), 'painel.parceiro.com.br', PLATFORM, TOKEN)).toEqual({
      outcome: 'unavailable',
      code: 'ETIMEOUT',
    });
  });
});
