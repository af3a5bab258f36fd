import { describe, expect, it } from 'vitest';
import { normalizePathPrefix, normalizeUrl, upgradedToOrigin, withinScope } from './normalize-url.js';

describe('normalizeUrl', () => {
  it('lower-cases the host, drops the default port and the fragment', () => {
    expect(normalizeUrl('HTTPS://Loja.Exemplo.COM.br:443/Produtos/Camisa#tamanhos')).toBe('https://loja.exemplo.com.br/Produtos/Camisa');
    expect(normalizeUrl('http://loja.exemplo.com.br:80/')).toBe('http://loja.exemplo.com.br/');
    expect(normalizeUrl('http://loja.exemplo.com.br:8080/')).toBe('http://loja.exemplo.com.br:8080/');
  });

  it('drops tracking parameters, sorts the others and removes an empty query', () => {
    expect(
      normalizeUrl('https://exemplo.com/busca?utm_source=news&q=bolo&UTM_Medium=email&gclid=abc&fbclid=x&msclkid=y&mc_cid=1&mc_eid=2&_ga=3&ref=home&cor=azul'),
    ).toBe('https://exemplo.com/busca?cor=azul&q=bolo');
    expect(normalizeUrl('https://exemplo.com/?utm_campaign=verao')).toBe('https://exemplo.com/');
    expect(normalizeUrl('https://exemplo.com/?')).toBe('https://exemplo.com/');
    expect(normalizeUrl('https://exemplo.com/p?b=2&a=1')).toBe(normalizeUrl('https://exemplo.com/p?a=1&b=2#x'));
  });

  it('keeps the order of repeated parameters and upper-cases percent-escapes in the path', () => {
    expect(normalizeUrl('https://exemplo.com/p?tag=b&tag=a')).toBe('https://exemplo.com/p?tag=b&tag=a');
    expect(normalizeUrl('https://exemplo.com/caf%c3%a9')).toBe('https://exemplo.com/caf%C3%A9');
  });

  it('resolves against a base and answers null for what is not an http(s) address', () => {
    expect(normalizeUrl('../contato', 'https://exemplo.com/blog/post')).toBe('https://exemplo.com/contato');
    expect(normalizeUrl('mailto:contato@exemplo.com')).toBeNull();
    expect(normalizeUrl('javascript:void(0)')).toBeNull();
    expect(normalizeUrl('ftp://exemplo.com/arquivo')).toBeNull();
    expect(normalizeUrl('http://')).toBeNull();
  });
});

describe('withinScope', () => {
  it('holds the origin and the path prefix on a segment boundary', () => {
    expect(withinScope('https://exemplo.com/blog', 'https://exemplo.com', '/blog')).toBe(true);
    expect(withinScope('https://exemplo.com/blog/post-1', 'https://exemplo.com', '/blog')).toBe(true);
    expect(withinScope('https://exemplo.com/blogger', 'https://exemplo.com', '/blog')).toBe(false);
    expect(withinScope('https://exemplo.com/blog/x', 'https://exemplo.com', '/blog/')).toBe(true);
    expect(withinScope('https://exemplo.com/loja', 'https://exemplo.com', '/')).toBe(true);
    expect(withinScope('https://www.exemplo.com/blog', 'https://exemplo.com', '/blog')).toBe(false);
    expect(withinScope('http://exemplo.com/blog', 'https://exemplo.com', '/')).toBe(false);
  });

  it('reads a missing or relative prefix as a path from the root', () => {
    expect(normalizePathPrefix(undefined)).toBe('/');
    expect(normalizePathPrefix('  ')).toBe('/');
    expect(normalizePathPrefix('produtos')).toBe('/produtos');
  });
});

describe('upgradedToOrigin', () => {
  it("reads an https site's own http:// addresses as https, and nothing else", () => {
    expect(upgradedToOrigin('http://exemplo.com/sobre?a=1', 'https://exemplo.com')).toBe('https://exemplo.com/sobre?a=1');
    expect(upgradedToOrigin('http://www.exemplo.com/sobre', 'https://exemplo.com')).toBe('http://www.exemplo.com/sobre');
    expect(upgradedToOrigin('http://exemplo.com:8080/sobre', 'https://exemplo.com')).toBe('http://exemplo.com:8080/sobre');
    expect(upgradedToOrigin('https://exemplo.com/sobre', 'http://exemplo.com')).toBe('https://exemplo.com/sobre');
  });
});
