import { describe, expect, it } from 'vitest';
import { siteLabel } from './siteLabel';

describe('siteLabel', () => {
  it('drops the scheme and a lone slash, keeps the port, the path and the query', () => {
    expect(siteLabel('https://loja.com.br/')).toBe('loja.com.br');
    expect(siteLabel('https://loja.com.br/blog')).toBe('loja.com.br/blog');
    expect(siteLabel('http://127.0.0.1:8080/produtos/vaso?cor=verde')).toBe('127.0.0.1:8080/produtos/vaso?cor=verde');
  });

  it('shows an address that does not parse as it is', () => {
    expect(siteLabel('loja sem esquema')).toBe('loja sem esquema');
  });
});
