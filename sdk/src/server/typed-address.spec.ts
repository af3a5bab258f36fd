import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { SafeOutboundPort, type SafeFetchResult } from './safe-outbound.port.js';
import { reachableTypedAddress } from './typed-address.js';

/** An outbound port whose answers per address the spec sets: a result, or the error it throws. */
class ScriptedOutbound extends SafeOutboundPort {
  readonly asked: string[] = [];
  constructor(private readonly answers: Record<string, ApiError | number>) {
    super();
  }
  async assertAllowed(url: string): Promise<URL> {
    return new URL(url);
  }
  async resolveHost(hostname: string): Promise<string> {
    return hostname;
  }
  async fetch(url: string): Promise<SafeFetchResult> {
    this.asked.push(url);
    const answer = this.answers[url];
    if (answer instanceof ApiError) throw answer;
    if (answer === undefined) throw new Error(`unexpected request to ${url}`);
    return { status: answer, headers: {}, body: Buffer.alloc(0), finalUrl: url, redirects: [] };
  }
}

const refused = new ApiError('NETWORK_ERROR', 400, { pt: 'o servidor recusou a conexão', en: 'the server refused the connection' });
const badCertificate = new ApiError('NETWORK_ERROR', 400, { pt: 'a conexão segura (HTTPS) falhou', en: 'the secure connection (HTTPS) failed' });

describe('reachableTypedAddress', () => {
  it('keeps https when its server answers anything, even an error status', async () => {
    const outbound = new ScriptedOutbound({ 'https://loja.com.br/': 405 });
    expect(await reachableTypedAddress('https://loja.com.br/', true, outbound)).toBe('https://loja.com.br/');
    expect(outbound.asked).toEqual(['https://loja.com.br/']);
  });

  it('falls back to http when https cannot be reached and http answers', async () => {
    const outbound = new ScriptedOutbound({ 'https://loja.com.br/blog': badCertificate, 'http://loja.com.br/blog': 200 });
    expect(await reachableTypedAddress('https://loja.com.br/blog', true, outbound)).toBe('http://loja.com.br/blog');
  });

  it('answers the https attempt’s own cause when neither answers', async () => {
    const outbound = new ScriptedOutbound({ 'https://loja.com.br/': badCertificate, 'http://loja.com.br/': refused });
    await expect(reachableTypedAddress('https://loja.com.br/', true, outbound)).rejects.toBe(badCertificate);
  });

  it('never probes an address typed with its scheme, nor falls back from a refusal that is not about reaching it', async () => {
    const typed = new ScriptedOutbound({});
    expect(await reachableTypedAddress('https://loja.com.br/', false, typed)).toBe('https://loja.com.br/');
    expect(typed.asked).toEqual([]);
    const blocked = new ApiError('INVALID_URL', 400, { pt: 'Endereço não permitido', en: 'Address not allowed' });
    const outbound = new ScriptedOutbound({ 'https://interno.com.br/': blocked });
    await expect(reachableTypedAddress('https://interno.com.br/', true, outbound)).rejects.toBe(blocked);
    expect(outbound.asked).toEqual(['https://interno.com.br/']);
  });
});
