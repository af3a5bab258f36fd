import { describe, expect, it } from 'vitest';
import { siteLabel } from './siteLabel';

describe('siteLabel', () => {
  it('keeps an explicit port and the path, and drops a bare /', () => {
    expect(siteLabel({ url: 'http://127.0.0.1:8080/padaria', domain: '127.0.0.1', path: '/padaria' })).toBe('127.0.0.1:8080/padaria');
    expect(siteLabel({ url: 'https://loja.com.br/', domain: 'loja.com.br', path: '/' })).toBe('loja.com.br');
    expect(siteLabel({ url: 'https://loja.com.br:443/a', domain: 'loja.com.br', path: '/a' })).toBe('loja.com.br/a');
  });
});
