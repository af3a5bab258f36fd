import { describe, expect, it } from 'vitest';
import { bundledFileAt, digestOf, isBundled, siteBundleOf } from './site-bundle.js';

const page = new URL('https://padaria.otimiza-demo.example/');
const files = {
  '/index.html': { contentType: 'text/html; charset=utf-8', body: '<h1>Padaria</h1>' },
  '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/imagens/pao.png': { contentType: 'image/png', body: Buffer.from([137, 80, 78, 71]).toString('base64'), encoding: 'base64' as const },
  '/cardapio/index.html': { contentType: 'text/html', body: '<h1>Cardápio</h1>' },
};

describe('site bundle', () => {
  const bundle = siteBundleOf(page, files);

  it('answers a path with its file, a folder with its index.html, whatever the query', () => {
    expect(bundledFileAt(bundle, 'https://padaria.otimiza-demo.example/')!.body.toString()).toBe('<h1>Padaria</h1>');
    expect(bundledFileAt(bundle, 'https://padaria.otimiza-demo.example/robots.txt?x=1')!.contentType).toBe('text/plain');
    expect(bundledFileAt(bundle, 'https://padaria.otimiza-demo.example/cardapio/')!.body.toString()).toBe('<h1>Cardápio</h1>');
    expect([...bundledFileAt(bundle, 'https://padaria.otimiza-demo.example/imagens/pao.png')!.body]).toEqual([137, 80, 78, 71]);
  });

  it('has nothing for unknown paths and nothing for other origins', () => {
    expect(bundledFileAt(bundle, 'https://padaria.otimiza-demo.example/encomendas')).toBeNull();
    expect(bundledFileAt(bundle, 'http://padaria.otimiza-demo.example/robots.txt')).toBeNull();
    expect(bundledFileAt(bundle, 'https://outro.example/robots.txt')).toBeNull();
    expect(isBundled(bundle, 'https://padaria.otimiza-demo.example/x')).toBe(true);
    expect(isBundled(bundle, 'https://padaria.otimiza-demo.example.evil.com/')).toBe(false);
    expect(isBundled(bundle, 'not a url')).toBe(false);
  });

  it('refuses a bundle without the audited page, with odd paths or without content types', () => {
    expect(() => siteBundleOf(new URL('https://padaria.otimiza-demo.example/contato'), files)).toThrow(
      expect.objectContaining({ type: 'VALIDATION_ERROR', localized: expect.objectContaining({ en: 'The bundle has no file for /contato' }) }),
    );
    expect(() => siteBundleOf(page, { ...files, 'robots.txt': files['/robots.txt'] })).toThrow();
    expect(() => siteBundleOf(page, { ...files, '/../segredo': files['/robots.txt'] })).toThrow();
    expect(() => siteBundleOf(page, { ...files, '/x': { contentType: '', body: '' } })).toThrow();
    expect(() => siteBundleOf(page, {})).toThrow();
  });

  it('digests the same files to the same value, in any order, and different files differently', () => {
    const reversed = siteBundleOf(page, Object.fromEntries(Object.entries(files).reverse()));
    expect(digestOf(reversed)).toBe(digestOf(bundle));
    const changed = siteBundleOf(page, { ...files, '/robots.txt': { contentType: 'text/plain', body: 'User-agent: *\nDisallow: /\n' } });
    expect(digestOf(changed)).not.toBe(digestOf(bundle));
  });
});
