import { describe, expect, it } from 'vitest';
import { ApiError, ZodValidationPipe } from '@otimiza/sdk/server';
import { domainSettingsSchema, hostOf } from '@otimiza/plugin-white-label-shared';

/** The pipe `@ValidBody(domainSettingsSchema)` runs on `PUT /api/white-label/domain`. */
const pipe = new ZodValidationPipe(domainSettingsSchema, 'body');

function refusal(body: unknown): { path: string; message: string } | null {
  try {
    pipe.transform(body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return ((error as ApiError).details?.['fields'] as { path: string; message: string }[])[0] ?? null;
  }
}

describe('the body of PUT /api/white-label/domain', () => {
  it('takes a domain and an optional subdomain, in lower case, without a trailing dot', () => {
    expect(pipe.transform({ domain: ' Parceiro.COM.br. ' })).toEqual({ domain: 'parceiro.com.br', subdomain: '' });
    expect(pipe.transform({ domain: 'parceiro.com.br', subdomain: 'Painel.Clientes' })).toEqual({ domain: 'parceiro.com.br', subdomain: 'painel.clientes' });
    expect(pipe.transform({ domain: 'padaria-pão.com.br' })).toEqual({ domain: 'xn--padaria-po-n5a.com.br', subdomain: '' });
    // Every spelling of an address comes out in one form: IDNA's mapping, then punycode.
    expect(pipe.transform({ domain: 'PÃO。Example.', subdomain: 'A\u00adpp' })).toEqual({ domain: 'xn--po-sia.example', subdomain: 'app' });
    expect(pipe.transform({ domain: 'ｐａｒｃｅｉｒｏ．com．br' })).toEqual({ domain: 'parceiro.com.br', subdomain: '' });
    expect(pipe.transform({ domain: 'XN--PO-SIA.example' })).toEqual({ domain: 'xn--po-sia.example', subdomain: '' });
    expect(hostOf({ domain: 'parceiro.com.br', subdomain: 'app' })).toBe('app.parceiro.com.br');
    expect(hostOf({ domain: 'parceiro.com.br', subdomain: '' })).toBe('parceiro.com.br');
  });

  it('refuses a missing domain, one with its protocol, and malformed ones', () => {
    expect(refusal({})).toEqual({ path: 'domain', message: 'white-label.domainRequired' });
    expect(refusal({ domain: 'https://parceiro.com.br' })).toEqual({ path: 'domain', message: 'white-label.domainWithProtocol' });
    expect(refusal({ domain: 'ftp://parceiro.com.br' })).toEqual({ path: 'domain', message: 'white-label.domainWithProtocol' });
    for (const domain of [
      'parceiro',
      'parceiro.com.br/x',
      'parceiro..com',
      'parceiro.com.br:80',
      '10.0.0.1',
      '0x0a.0.0.1',
      'parceiro-.com.br',
      '*.parceiro.com.br',
      'parceiro%2ecom.br',
      'user@parceiro.com.br',
      // Not valid punycode: IDNA refuses it, so it cannot stand for another spelling of some name.
      'xn--pao-qcb.example',
    ]) {
      expect(refusal({ domain })).toEqual({ path: 'domain', message: 'white-label.domainInvalid' });
    }
  });

  it('refuses a malformed subdomain, and an address longer than DNS allows', () => {
    for (const subdomain of ['app_1', '-app', '.app', 'a b', 'app..x'])
      expect(refusal({ domain: 'parceiro.com.br', subdomain })).toMatchObject({ path: 'subdomain' });
    const label = 'a'.repeat(63);
    expect(refusal({ domain: `${label}.${label}.${label}.com`, subdomain: label })).toEqual({ path: 'subdomain', message: 'white-label.hostTooLong' });
  });
});
