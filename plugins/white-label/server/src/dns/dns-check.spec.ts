import { describe, expect, it } from 'vitest';
import { checkDns, type DnsAnswers } from './dns-check.js';
import { DnsUnavailableError } from './dns-lookup.js';

/** DNS answers from a table: CNAMEs and addresses by name; a name in `failing` fails as a resolver in trouble does. */
function answers(records: { cname?: Record<string, string>; addresses?: Record<string, string[]>; failing?: string[] }): DnsAnswers & { asked: string[] } {
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
  };
}

const PLATFORM = 'app.otimiza.com.br';

describe('checkDns', () => {
  it('is active when the CNAME is the platform, directly or through other CNAMEs', async () => {
    expect(await checkDns(answers({ cname: { 'painel.parceiro.com.br': PLATFORM } }), 'painel.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      status: 'active',
      foundTarget: PLATFORM,
    });
    const chained = answers({ cname: { 'painel.parceiro.com.br': 'parceiro.cdn.example', 'parceiro.cdn.example': PLATFORM } });
    expect(await checkDns(chained, 'painel.parceiro.com.br', `${PLATFORM}.`)).toEqual({
      outcome: 'checked',
      status: 'active',
      foundTarget: 'parceiro.cdn.example',
    });
  });

  it('names the wrong target a CNAME points at, and stops on a loop', async () => {
    expect(await checkDns(answers({ cname: { 'painel.parceiro.com.br': 'sites.outro.example' } }), 'painel.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      status: 'wrong_target',
      foundTarget: 'sites.outro.example',
    });
    const loop = answers({ cname: { 'a.parceiro.example': 'b.parceiro.example', 'b.parceiro.example': 'a.parceiro.example' } });
    expect(await checkDns(loop, 'a.parceiro.example', PLATFORM)).toMatchObject({ status: 'wrong_target', foundTarget: 'b.parceiro.example' });
  });

  it('without a CNAME: active when every address is the platform’s (a flattened root), wrong when not, not found without any', async () => {
    const platform = { [PLATFORM]: ['203.0.113.10', '2001:db8::10'] };
    expect(await checkDns(answers({ addresses: { ...platform, 'parceiro.com.br': ['203.0.113.10'] } }), 'parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      status: 'active',
      foundTarget: null,
    });
    expect(await checkDns(answers({ addresses: { ...platform, 'parceiro.com.br': ['203.0.113.10', '198.51.100.1'] } }), 'parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      status: 'wrong_target',
      foundTarget: '203.0.113.10, 198.51.100.1',
    });
    expect(await checkDns(answers({ addresses: platform }), 'novo.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'checked',
      status: 'not_found',
      foundTarget: null,
    });
    // A platform whose name resolves to nothing is never matched by addresses.
    expect(await checkDns(answers({ addresses: { 'parceiro.com.br': ['203.0.113.10'] } }), 'parceiro.com.br', PLATFORM)).toMatchObject({
      status: 'wrong_target',
    });
  });

  it('reports a DNS that could not be asked apart from a missing record', async () => {
    expect(await checkDns(answers({ failing: ['painel.parceiro.com.br'] }), 'painel.parceiro.com.br', PLATFORM)).toEqual({
      outcome: 'unavailable',
      code: 'ETIMEOUT',
    });
  });
});
